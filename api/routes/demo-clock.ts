import { type AppRouter, route } from '../route';
import type { EngineRouteDeps } from './engine-routes';

/** The demo bar's controls: fast-forward simulated days, and play or pause the simulation. */
export function registerDemoClockRoutes(router: AppRouter, { engine }: EngineRouteDeps): void {
  route(router, 'fastForwardDemo', async (_ctx, { userId, body }) => engine.commands.fastForwardDemo(userId, body.days));
  route(router, 'setDemoClock', async (_ctx, { userId, body }) => engine.commands.setDemoClockSpeed(userId, body.speed));
}
