import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { errors, type Hooks, type MutateOperation, type services } from 'google-ads-api';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'google-ads');

/** A recorded GAQL response (tests/fixtures/google-ads/*.json): rows exactly as `customer.query` returns them. */
export function recordedRows(name: string): Record<string, unknown>[] {
  return (JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8')) as { rows: Record<string, unknown>[] }).rows;
}

/** A GoogleAdsFailure as the library throws it (numeric codes, as decoded from gRPC trailers). */
export function googleAdsFailure(category: string, code: number, message: string): errors.GoogleAdsFailure {
  return new errors.GoogleAdsFailure({ errors: [{ error_code: { [category]: code }, message }] });
}

export const FAILURES = {
  resourceExhausted: () => googleAdsFailure('quota_error', 2, 'Too many requests. Retry in 30 seconds.'),
  permissionDenied: () => googleAdsFailure('authorization_error', 2, "User doesn't have permission to access customer."),
  customerNotEnabled: () => googleAdsFailure('authorization_error', 24, "The customer account can't be accessed because it is not yet enabled or has been deactivated."),
};

// ---------------------------------------------------------------------------------------------
// Fake Google OAuth 2 server: /auth (consents at once, or refuses), /token, /revoke.
// ---------------------------------------------------------------------------------------------

export interface FakeOAuth {
  url: string;
  env: Record<string, string>;
  clientId: string;
  clientSecret: string;
  /** What /auth answers next: consent, or the owner pressing Cancel (error=access_denied). */
  nextConsent: 'allow' | 'deny';
  /** Scopes granted on the next exchange (granular consent may leave adwords out). */
  grantedScope: string;
  issuedRefreshTokens: string[];
  issuedAccessTokens: string[];
  revoked: string[];
  /** The last /auth request's query, to check what the product asked for. */
  lastAuthorization: URLSearchParams | null;
  close(): Promise<void>;
}

export async function startFakeOAuth(): Promise<FakeOAuth> {
  const clientId = `client-${randomBytes(4).toString('hex')}.apps.googleusercontent.com`;
  const clientSecret = `GOCSPX-${randomBytes(12).toString('hex')}`;
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const fake: Omit<FakeOAuth, 'url' | 'env' | 'close'> = {
    clientId,
    clientSecret,
    nextConsent: 'allow',
    grantedScope: 'https://www.googleapis.com/auth/adwords',
    issuedRefreshTokens: [],
    issuedAccessTokens: [],
    revoked: [],
    lastAuthorization: null,
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake-oauth');
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (url.pathname === '/auth') {
        fake.lastAuthorization = url.searchParams;
        const redirect = new URL(url.searchParams.get('redirect_uri') ?? '');
        redirect.searchParams.set('state', url.searchParams.get('state') ?? '');
        if (fake.nextConsent === 'deny') {
          redirect.searchParams.set('error', 'access_denied');
        } else {
          const code = `4/${randomBytes(16).toString('hex')}`;
          codes.set(code, { challenge: url.searchParams.get('code_challenge') ?? '', redirectUri: url.searchParams.get('redirect_uri') ?? '' });
          redirect.searchParams.set('code', code);
        }
        res.writeHead(302, { location: redirect.toString() }).end();
        return;
      }
      if (url.pathname === '/token' && req.method === 'POST') {
        const grant = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const challengeOk = grant && createHash('sha256').update(verifier).digest('base64url') === grant.challenge;
        if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) return json(401, { error: 'invalid_client' });
        if (!grant || !challengeOk || form.get('redirect_uri') !== grant.redirectUri) return json(400, { error: 'invalid_grant' });
        const refreshToken = `1//refresh-${randomBytes(16).toString('hex')}`;
        const accessToken = `ya29.access-${randomBytes(16).toString('hex')}`;
        fake.issuedRefreshTokens.push(refreshToken);
        fake.issuedAccessTokens.push(accessToken);
        return json(200, { access_token: accessToken, refresh_token: refreshToken, expires_in: 3599, token_type: 'Bearer', scope: fake.grantedScope });
      }
      if (url.pathname === '/revoke' && req.method === 'POST') {
        fake.revoked.push(form.get('token') ?? '');
        return json(200, {});
      }
      json(404, { error: 'not_found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(fake, {
    url,
    env: {
      GOOGLE_OAUTH_AUTH_URL: `${url}/auth`,
      GOOGLE_OAUTH_TOKEN_URL: `${url}/token`,
      GOOGLE_OAUTH_REVOKE_URL: `${url}/revoke`,
      GOOGLE_ADS_CLIENT_ID: clientId,
      GOOGLE_ADS_CLIENT_SECRET: clientSecret,
      GOOGLE_ADS_DEVELOPER_TOKEN: `devtoken-${randomBytes(8).toString('hex')}`,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

// ---------------------------------------------------------------------------------------------
// Fake Google Ads API through the library's own hooks: the real request is built and seen, and
// `cancel(result)` answers it with a recorded response instead of going to Google.
// ---------------------------------------------------------------------------------------------

/** What the library throws: a GoogleAdsFailure (a protobuf message, not an Error) or an Error. */
export type Failure = Error | errors.GoogleAdsFailure;
const isFailure = (value: unknown): value is Failure => value instanceof Error || value instanceof errors.GoogleAdsFailure;

export interface FakeAccount {
  name: string;
  manager?: boolean;
  status?: 'ENABLED' | 'SUSPENDED' | 'CANCELED';
  currencyCode?: string;
  /** Client accounts of a manager. */
  clients?: { id: string; name: string; status?: 'ENABLED' | 'SUSPENDED' }[];
  billing?: 'APPROVED' | 'PENDING' | 'NONE';
  /** 'read_only': a validate-only mutate is refused; 'denied': even reading the account is. */
  access?: 'admin' | 'read_only' | 'denied';
}

export interface RecordedCall {
  kind: 'query' | 'mutate' | 'service';
  customerId: string;
  loginCustomerId?: string;
  query?: string;
  mutations?: MutateOperation<unknown>[];
  validateOnly?: boolean;
  method?: string;
}

export interface FakeGoogleAds {
  hooks: Hooks;
  /** Customer ids (digits) ListAccessibleCustomers answers with, and what each one is. */
  accounts: Map<string, FakeAccount>;
  calls: RecordedCall[];
  /** Answer the next matching calls with these (in order) instead of the default. */
  queueQuery(match: RegExp, ...answers: (Record<string, unknown>[] | Failure)[]): void;
  queueMutate(...answers: (services.IMutateGoogleAdsResponse | Failure | 'hang')[]): void;
  conversionActionId: string;
  conversionsLast30Days: number;
}

const TAG = {
  global_site_tag:
    "<!-- Google tag (gtag.js) -->\n<script async src=\"https://www.googletagmanager.com/gtag/js?id=AW-987654321\"></script>\n<script>\n  window.dataLayer = window.dataLayer || [];\n  function gtag(){dataLayer.push(arguments);}\n  gtag('js', new Date());\n  gtag('config', 'AW-987654321');\n</script>",
  event_snippet: "<!-- Event snippet for AdPilot website lead conversion page -->\n<script>\n  gtag('event', 'conversion', {'send_to': 'AW-987654321/AbC-D_efG12'});\n</script>",
};

/** The default answer of a mutate: one result per operation, temporary ids replaced by real ones. */
function defaultMutateResponse(operations: MutateOperation<unknown>[]): services.IMutateGoogleAdsResponse {
  let nextId = 9_000;
  const real = new Map<string, string>();
  const results = operations.map((operation) => {
    const resource = operation.resource as { resource_name?: string; ad_group?: string } | string;
    let name = typeof resource === 'string' ? resource : (resource.resource_name ?? '');
    if (/\/-\d+$/.test(name)) {
      const realName = name.replace(/-\d+$/, String(nextId++));
      real.set(name, realName);
      name = realName;
    }
    if (!name && typeof resource !== 'string' && resource.ad_group) {
      const group = (real.get(resource.ad_group) ?? resource.ad_group).split('/').pop();
      const collection = operation.entity === 'ad_group_ad' ? 'adGroupAds' : 'adGroupCriteria';
      name = `customers/1/${collection}/${group}~${nextId++}`;
    }
    const key = `${operation.entity}_result`;
    return { [key]: { resource_name: name } };
  });
  return { mutate_operation_responses: results } as services.IMutateGoogleAdsResponse;
}

export function createFakeGoogleAds(): FakeGoogleAds {
  const accounts = new Map<string, FakeAccount>();
  const calls: RecordedCall[] = [];
  const queries: { match: RegExp; answers: (Record<string, unknown>[] | Failure)[] }[] = [];
  const mutates: (services.IMutateGoogleAdsResponse | Failure | 'hang')[] = [];
  const fake: FakeGoogleAds = {
    accounts,
    calls,
    conversionActionId: '5550001',
    conversionsLast30Days: 0,
    queueQuery(match, ...answers) {
      queries.push({ match, answers });
    },
    queueMutate(...answers) {
      mutates.push(...answers);
    },
    hooks: {},
  };

  function answerQuery(customerId: string, query: string): Record<string, unknown>[] {
    const queued = queries.find((entry) => entry.match.test(query) && entry.answers.length > 0);
    if (queued) {
      const answer = queued.answers.shift()!;
      if (isFailure(answer)) throw answer;
      return answer;
    }
    const account = accounts.get(customerId);
    if (/FROM customer_client/.test(query)) {
      return (account?.clients ?? []).map((client) => ({
        customer_client: { id: client.id, descriptive_name: client.name, manager: false, status: client.status ?? 'ENABLED', currency_code: 'USD' },
      }));
    }
    const client = [...accounts.values()].flatMap((item) => item.clients ?? []).find((item) => item.id === customerId);
    if (!account && !client) throw FAILURES.permissionDenied();
    if (account?.access === 'denied') throw FAILURES.permissionDenied();
    if (/FROM customer\b/.test(query)) {
      if (account?.status === 'SUSPENDED') throw FAILURES.customerNotEnabled();
      return [{ customer: { id: customerId, descriptive_name: account?.name, manager: account?.manager === true, status: account?.status ?? 'ENABLED', currency_code: account?.currencyCode ?? 'USD' } }];
    }
    if (/FROM billing_setup/.test(query)) {
      const billing = account?.billing ?? 'APPROVED';
      return billing === 'NONE' ? [] : [{ billing_setup: { id: '77', status: billing } }];
    }
    if (/FROM conversion_action WHERE conversion_action.name/.test(query)) return [];
    if (/metrics.all_conversions/.test(query)) {
      return [{ conversion_action: { id: fake.conversionActionId }, metrics: { all_conversions: fake.conversionsLast30Days } }];
    }
    if (/FROM conversion_action WHERE conversion_action.id/.test(query)) {
      return [{ conversion_action: { id: fake.conversionActionId, tag_snippets: [{ type: 'WEBPAGE', page_format: 'HTML', ...TAG }, { type: 'WEBPAGE', page_format: 'AMP', global_site_tag: '', event_snippet: '' }] } }];
    }
    return [];
  }

  fake.hooks = {
    onServiceStart: async ({ method, credentials, cancel }) => {
      calls.push({ kind: 'service', method, customerId: credentials.customer_id });
      if (method === 'CustomerService.ListAccessibleCustomers') {
        cancel({ resource_names: [...accounts.keys()].map((id) => `customers/${id}`) });
      }
    },
    onQueryStart: async ({ query, credentials, cancel }) => {
      calls.push({ kind: 'query', customerId: credentials.customer_id, loginCustomerId: credentials.login_customer_id, query });
      cancel(answerQuery(credentials.customer_id, query));
    },
    onMutationStart: async (args) => {
      const mutations = args.isServiceCall ? [] : args.mutations;
      // The hook does not see the mutate options, so the validate-only permission probe is recognised by its name.
      const validateOnly = mutations.length === 1 && (mutations[0].resource as { name?: string }).name === 'AdPilot permission check';
      calls.push({ kind: 'mutate', customerId: args.credentials.customer_id, loginCustomerId: args.credentials.login_customer_id, mutations, validateOnly });
      if (validateOnly) {
        const account = accounts.get(args.credentials.customer_id);
        if (account?.access === 'read_only') throw FAILURES.permissionDenied();
        args.cancel({ mutate_operation_responses: [] });
        return;
      }
      const answer = mutates.shift();
      if (answer === 'hang') {
        await new Promise(() => {});
        return;
      }
      if (isFailure(answer)) throw answer;
      if (answer) {
        args.cancel(answer);
        return;
      }
      if (mutations[0]?.entity === 'conversion_action') {
        args.cancel({ mutate_operation_responses: [{ conversion_action_result: { resource_name: `customers/${args.credentials.customer_id}/conversionActions/${fake.conversionActionId}` } }] });
        return;
      }
      args.cancel(defaultMutateResponse(mutations));
    },
  };
  return fake;
}
