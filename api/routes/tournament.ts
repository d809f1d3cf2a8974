import { type AppRouter, route } from '../route';
import type { EngineRouteDeps } from './engine-routes';

/** New-round preview, start (confirm) and stop of a campaign's tournament. */
export function registerTournamentRoutes(router: AppRouter, { engine }: EngineRouteDeps): void {
  route(router, 'getTournamentPreview', async (_ctx, { userId, params }) => engine.commands.previewTournament(userId, params.id));
  route(router, 'startTournament', async (_ctx, { userId, params, body }) => engine.commands.startTournament(userId, params.id, body));
  route(router, 'stopTournament', async (_ctx, { userId, params }) => engine.commands.stopTournament(userId, params.id));
}
