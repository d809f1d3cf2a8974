import { type AppRouter, route } from '../route';
import type { EngineRouteDeps } from './engine-routes';

/** GET /api/search-terms and POST /api/search-terms/:id/undo (docs/search-terms.md). */
export function registerSearchTermRoutes(router: AppRouter, { engine }: EngineRouteDeps): void {
  route(router, 'listSearchTerms', async (_ctx, { userId }) => engine.queries.listSearchTerms(userId));
  route(router, 'undoSearchTerm', async (_ctx, { userId, params }) => engine.commands.undoSearchTerm(userId, params.id));
}
