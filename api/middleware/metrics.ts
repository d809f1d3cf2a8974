import type { Next } from 'koa';
import { AppError } from '../../schema/errors';
import type { AppContext } from '../context';
import { type Metrics, metrics as processMetrics } from '../metrics';

/**
 * Times every request into the latency histogram. Labelled by the matched route pattern
 * (`/api/campaigns/:id/pause`), never the raw path, so ids do not multiply the series; unmatched
 * API paths share one label and the UI's files another. Mounted right after the request context
 * (outside the error handler), so the status is the final one, errors included.
 */
export function requestMetrics(metrics: Pick<Metrics, 'observeRequest'> = processMetrics) {
  return async (ctx: AppContext, next: Next) => {
    const started = performance.now();
    let status = 500;
    try {
      await next();
      status = ctx.status;
    } catch (error) {
      // Before the error handler has turned it into a response, the status is the error's own.
      status = error instanceof AppError ? error.status : 500;
      throw error;
    } finally {
      const matched = (ctx as AppContext & { _matchedRoute?: string | RegExp })._matchedRoute;
      const route = typeof matched === 'string' ? matched : ctx.path.startsWith('/api/') ? 'unmatched' : 'ui';
      metrics.observeRequest({ method: ctx.method, route, status }, (performance.now() - started) / 1000);
    }
  };
}
