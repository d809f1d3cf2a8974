import type Router from '@koa/router';
import type { Middleware, Next } from 'koa';
import type { z } from 'zod';
import {
  API_ENDPOINTS,
  type EndpointName,
  type ParsedRequestBody,
  type ResponseBody,
} from '../schema/api/paths';
import type { AppContext, AppState } from './context';
import { requireUser } from './middleware/require-user';

export type AppRouter = Router<AppState, AppContext>;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type Contract<K extends EndpointName> = (typeof API_ENDPOINTS)[K];

/** What a handler receives: the request's parts, parsed by the endpoint's contract. */
export interface RouteInput<K extends EndpointName> {
  params: Contract<K> extends { params: infer S } ? Out<S> : Record<string, never>;
  query: Contract<K> extends { query: infer S } ? Out<S> : Record<string, never>;
  body: ParsedRequestBody<K>;
  /** Signed-in user's id (routes whose contract has `auth: false` get an empty string). */
  userId: string;
}

// Response bodies are checked against their contract in development and tests, where a drift should
// fail loudly; in production the check would only cost time on every request.
const CHECK_RESPONSES = process.env.NODE_ENV !== 'production';

/**
 * Registers one endpoint of `API_ENDPOINTS` as a visible chain: session (when the contract asks),
 * any extra middleware, validation of params, query and body, then the handler, whose result is the
 * response body. The handler may set `ctx.status` (e.g. 201).
 */
export function route<K extends EndpointName>(
  router: AppRouter,
  name: K,
  ...chain: [...Middleware<AppState, AppContext>[], (ctx: AppContext, input: RouteInput<K>) => Promise<ResponseBody<K>>]
): void {
  const contract = API_ENDPOINTS[name] as Contract<K> & {
    params?: z.ZodType;
    query?: z.ZodType;
    body?: z.ZodType;
    response: z.ZodType;
    auth: boolean;
  };
  const handler = chain.pop() as (ctx: AppContext, input: RouteInput<K>) => Promise<ResponseBody<K>>;
  const middleware = chain as Middleware<AppState, AppContext>[];
  const run = async (ctx: AppContext, _next: Next) => {
    const input = {
      params: contract.params ? contract.params.parse(ctx.params) : {},
      query: contract.query ? contract.query.parse(ctx.query) : {},
      body: contract.body ? contract.body.parse(ctx.request.body ?? {}) : undefined,
      userId: ctx.state.userId ?? '',
    } as RouteInput<K>;
    const result = await handler(ctx, input);
    ctx.body = CHECK_RESPONSES ? contract.response.parse(result) : result;
    // A null body would make Koa answer 204; the contract says the JSON null is the answer.
    // Assigning null above already set the status to 204 (explicitly), so it is put back to 200.
    if (result === null) {
      ctx.status = 200;
      ctx.type = 'application/json';
      ctx.body = 'null';
    }
  };
  const auth = contract.auth ? [requireUser()] : [];
  const method = contract.method === 'GET' ? 'get' : 'post';
  router[method](contract.path, ...(auth as Middleware<AppState, AppContext>[]), ...middleware, run);
}
