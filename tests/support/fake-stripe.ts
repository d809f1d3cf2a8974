import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the parts of the Stripe API the product uses: customers, setup_intents
 * (create, retrieve, confirm) and payment_intents (off-session charges). It speaks Stripe's wire
 * format: form-encoded bodies with bracketed keys (`metadata[userId]=u1`), Bearer secret keys,
 * `Idempotency-Key` replays, and `{ error: { type, code, message } }` bodies, so the real `stripe`
 * library (pointed here with STRIPE_API_HOST/PORT/PROTOCOL) and its error classes run unchanged.
 *
 * Test cards, as payment method ids: `pm_card_visa` succeeds, `pm_card_chargeDeclined` is declined;
 * `pm_card_chargeCustomerFail` saves fine but every later charge is declined (Stripe's 4000 0000 0000 0341).
 * A publishable key may only confirm a SetupIntent whose client secret it presents (as Stripe.js does).
 *
 *   const stripe = await startFakeStripe();
 *   env: { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_API_HOST: '127.0.0.1', STRIPE_API_PORT: String(stripe.port), STRIPE_API_PROTOCOL: 'http' }
 *   stripe.failNext('POST /v1/setup_intents', { status: 500, type: 'api_error', message: 'boom' });
 */

export const TEST_CARDS = { visa: 'pm_card_visa', declined: 'pm_card_chargeDeclined', chargeFails: 'pm_card_chargeCustomerFail' } as const;

type Json = { [key: string]: JsonValue };
type JsonValue = string | number | boolean | null | JsonValue[] | Json;

export interface StripeFault {
  status: number;
  type: 'api_error' | 'card_error' | 'invalid_request_error' | 'authentication_error' | 'rate_limit_error';
  message: string;
  code?: string;
}

export interface RecordedStripeRequest {
  method: string;
  path: string;
  body: Json;
  /** 'secret' or 'publishable': which kind of key called. */
  keyKind: 'secret' | 'publishable' | 'none';
}

export interface FakeStripe {
  port: number;
  /** http://127.0.0.1:port */
  url: string;
  secretKey: string;
  publishableKey: string;
  /** Env for the product so its Stripe client talks to this fake. */
  env: Record<string, string>;
  requests: RecordedStripeRequest[];
  customers: Map<string, Json>;
  setupIntents: Map<string, Json>;
  paymentIntents: Map<string, Json>;
  /** The next request to `METHOD /path-prefix` answers with this error (once per call). */
  failNext(route: string, fault: StripeFault): void;
  /** Answers a confirm as Stripe.js would see it; for tests that proxy the browser's call. */
  handle(method: string, path: string, body: string, headers: Record<string, string>): Promise<{ status: number; body: Json }>;
  close(): Promise<void>;
}

/** Stripe's form encoding: `a[b][0]=x&a[c]=y` into nested objects and arrays. */
export function parseStripeForm(text: string): Json {
  const root: Json = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.replace(/\]/g, '').split('[');
    let node: Json | JsonValue[] = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const key = part === '' && Array.isArray(node) ? String(node.length) : part;
      const container = node as Record<string, JsonValue>;
      if (last) {
        container[key] = value;
        return;
      }
      if (container[key] === undefined) container[key] = /^\d*$/.test(parts[index + 1]) ? [] : {};
      node = container[key] as Json | JsonValue[];
    });
  }
  return root;
}

function stripeId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

function now(): number {
  return Math.floor(Date.now() / 1000);
}

class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly type: StripeFault['type'],
    message: string,
    readonly code?: string,
    readonly extra: Json = {},
  ) {
    super(message);
  }
}

const missing = (what: string, id: string) =>
  new StripeHttpError(404, 'invalid_request_error', `No such ${what}: '${id}'`, 'resource_missing');

export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = `sk_test_fake_${randomBytes(6).toString('hex')}`;
  const publishableKey = `pk_test_fake_${randomBytes(6).toString('hex')}`;
  const customers = new Map<string, Json>();
  const setupIntents = new Map<string, Json>();
  const paymentIntents = new Map<string, Json>();
  const idempotent = new Map<string, { status: number; body: Json }>();
  const faults: { route: string; fault: StripeFault }[] = [];
  const requests: RecordedStripeRequest[] = [];

  function keyOf(headers: Record<string, string>, body: Json, query: URLSearchParams): { kind: RecordedStripeRequest['keyKind']; key: string } {
    const bearer = headers.authorization?.replace(/^Bearer\s+/i, '');
    const key = bearer || (typeof body.key === 'string' ? body.key : '') || query.get('key') || '';
    if (key === secretKey) return { kind: 'secret', key };
    if (key === publishableKey) return { kind: 'publishable', key };
    return { kind: 'none', key };
  }

  function metadataOf(body: Json): Json {
    return body.metadata && typeof body.metadata === 'object' && !Array.isArray(body.metadata) ? (body.metadata as Json) : {};
  }

  function confirmSetupIntent(id: string, body: Json): Json {
    const intent = setupIntents.get(id);
    if (!intent) throw missing('setupintent', id);
    if (intent.status === 'succeeded') {
      throw new StripeHttpError(400, 'invalid_request_error', 'This SetupIntent has already succeeded.', 'setup_intent_unexpected_state');
    }
    const method = typeof body.payment_method === 'string' ? body.payment_method : null;
    if (!method) throw new StripeHttpError(400, 'invalid_request_error', 'Missing required param: payment_method.', 'parameter_missing');
    if (method === TEST_CARDS.declined) {
      const lastError: Json = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
      Object.assign(intent, { status: 'requires_payment_method', last_setup_error: lastError });
      throw new StripeHttpError(402, 'card_error', 'Your card was declined.', 'card_declined', { setup_intent: intent });
    }
    Object.assign(intent, { status: 'succeeded', payment_method: method, last_setup_error: null });
    return intent;
  }

  function createPaymentIntent(body: Json): Json {
    const customer = typeof body.customer === 'string' ? body.customer : null;
    if (customer && !customers.has(customer)) throw missing('customer', customer);
    const amount = Number(body.amount);
    if (!Number.isInteger(amount) || amount < 50) {
      throw new StripeHttpError(400, 'invalid_request_error', 'Amount must be at least $0.50 usd', 'amount_too_small');
    }
    const intent: Json = {
      id: stripeId('pi'),
      object: 'payment_intent',
      amount,
      currency: typeof body.currency === 'string' ? body.currency : 'usd',
      customer,
      payment_method: typeof body.payment_method === 'string' ? body.payment_method : null,
      description: typeof body.description === 'string' ? body.description : null,
      metadata: metadataOf(body),
      status: body.confirm === 'true' ? 'succeeded' : 'requires_confirmation',
      created: now(),
      livemode: false,
    };
    if (body.confirm === 'true' && (intent.payment_method === TEST_CARDS.declined || intent.payment_method === TEST_CARDS.chargeFails)) {
      intent.status = 'requires_payment_method';
      paymentIntents.set(String(intent.id), intent);
      throw new StripeHttpError(402, 'card_error', 'Your card was declined.', 'card_declined', { payment_intent: intent });
    }
    paymentIntents.set(String(intent.id), intent);
    return intent;
  }

  async function answer(method: string, path: string, rawBody: string, headers: Record<string, string>): Promise<{ status: number; body: Json }> {
    const url = new URL(path, 'http://fake-stripe');
    const body = method === 'GET' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(rawBody);
    const auth = keyOf(headers, body, url.searchParams);
    requests.push({ method, path: url.pathname, body, keyKind: auth.kind });

    const faultIndex = faults.findIndex((f) => `${method} ${url.pathname}`.startsWith(f.route));
    if (faultIndex >= 0) {
      const { fault } = faults.splice(faultIndex, 1)[0];
      return { status: fault.status, body: { error: { type: fault.type, message: fault.message, ...(fault.code ? { code: fault.code } : {}) } } };
    }
    if (auth.kind === 'none') {
      throw new StripeHttpError(401, 'authentication_error', `Invalid API Key provided: ${auth.key.slice(0, 8)}***`);
    }

    const idempotencyKey = headers['idempotency-key'];
    // The stripe library sends a generated key on every POST; a replay with it answers the same.
    const replayKey = method === 'POST' && idempotencyKey ? `${url.pathname}|${idempotencyKey}` : null;
    if (replayKey && idempotent.has(replayKey)) return idempotent.get(replayKey)!;

    const segments = url.pathname.split('/').filter(Boolean); // v1, resource, id?, action?
    const [version, resource, id, action] = segments;
    if (version !== 'v1') throw new StripeHttpError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${url.pathname}).`);

    // Stripe.js (publishable key) may only read or confirm a SetupIntent, and only with its client secret.
    if (auth.kind === 'publishable') {
      const intent = resource === 'setup_intents' && id ? setupIntents.get(id) : undefined;
      const allowed = intent && body.client_secret === intent.client_secret && (action === 'confirm' || (method === 'GET' && !action));
      if (!allowed) {
        throw new StripeHttpError(401, 'invalid_request_error', 'This API call cannot be made with a publishable API key.', 'secret_key_required');
      }
    }

    let result: Json;
    if (resource === 'customers' && method === 'POST' && !id) {
      result = {
        id: stripeId('cus'),
        object: 'customer',
        email: typeof body.email === 'string' ? body.email : null,
        metadata: metadataOf(body),
        created: now(),
        livemode: false,
      };
      customers.set(String(result.id), result);
    } else if (resource === 'customers' && method === 'GET' && !id) {
      const email = typeof body.email === 'string' ? body.email : null;
      const data = [...customers.values()].filter((customer) => !email || customer.email === email);
      result = { object: 'list', url: '/v1/customers', has_more: false, data: data.slice(0, Number(body.limit ?? 10)) };
    } else if (resource === 'customers' && method === 'GET' && id) {
      result = customers.get(id) ?? (() => { throw missing('customer', id); })();
    } else if (resource === 'setup_intents' && method === 'POST' && !id) {
      const customer = typeof body.customer === 'string' ? body.customer : null;
      if (customer && !customers.has(customer)) throw missing('customer', customer);
      const intentId = stripeId('seti');
      result = {
        id: intentId,
        object: 'setup_intent',
        client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
        customer,
        usage: typeof body.usage === 'string' ? body.usage : 'off_session',
        status: 'requires_payment_method',
        payment_method: null,
        automatic_payment_methods: body.automatic_payment_methods ?? null,
        metadata: metadataOf(body),
        last_setup_error: null,
        created: now(),
        livemode: false,
      };
      setupIntents.set(intentId, result);
    } else if (resource === 'setup_intents' && method === 'GET' && id && !action) {
      result = setupIntents.get(id) ?? (() => { throw missing('setupintent', id); })();
    } else if (resource === 'setup_intents' && method === 'POST' && id && action === 'confirm') {
      result = confirmSetupIntent(id, body);
    } else if (resource === 'payment_intents' && method === 'POST' && !id) {
      result = createPaymentIntent(body);
    } else if (resource === 'payment_intents' && method === 'GET' && id) {
      result = paymentIntents.get(id) ?? (() => { throw missing('payment_intent', id); })();
    } else {
      throw new StripeHttpError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${url.pathname}).`);
    }
    const response = { status: 200, body: result };
    if (replayKey) idempotent.set(replayKey, response);
    return response;
  }

  async function handle(method: string, path: string, rawBody: string, headers: Record<string, string>) {
    try {
      return await answer(method, path, rawBody, headers);
    } catch (error) {
      if (!(error instanceof StripeHttpError)) throw error;
      return {
        status: error.status,
        body: { error: { type: error.type, message: error.message, ...(error.code ? { code: error.code } : {}), ...error.extra } },
      };
    }
  }

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'authorization, content-type' };
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors).end();
        return;
      }
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v[0] : (v ?? '')]));
      try {
        const { status, body } = await handle(req.method ?? 'GET', req.url ?? '/', Buffer.concat(chunks).toString('utf8'), headers);
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': stripeId('req'), ...cors }).end(JSON.stringify(body));
      } catch (error) {
        res.writeHead(500, { 'content-type': 'application/json', ...cors }).end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    port,
    url: `http://127.0.0.1:${port}`,
    secretKey,
    publishableKey,
    env: {
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_PUBLISHABLE_KEY: publishableKey,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    },
    requests,
    customers,
    setupIntents,
    paymentIntents,
    failNext(route, fault) {
      faults.push({ route, fault });
    },
    handle,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
