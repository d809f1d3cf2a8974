import { type AppRouter, route } from '../route';
import type { EngineRouteDeps } from './engine-routes';

/** GET /api/workflows/current: the launch workflow's progress (polled every 3 s, pushed as workflow.updated). */
export function registerWorkflowRoutes(router: AppRouter, { engine }: EngineRouteDeps): void {
  route(router, 'getCurrentWorkflow', async (_ctx, { userId }) => engine.queries.getCurrentWorkflow(userId));
}
