import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { errors, Hooks, MutateOperation, services } from 'google-ads-api';
import { googleAdsLibrary } from '../../engine/google-ads/google-ads-library';
import { geoConstantRows, suggestGeoTargets } from './fake-geo-targets';
import { type AccountStore, createAccountStore } from './fake-google-ads-store';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'google-ads');

/** A recorded GAQL response (tests/fixtures/google-ads/*.json): rows exactly as `customer.query` returns them. */
export function recordedRows(name: string): Record<string, unknown>[] {
  return (JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8')) as { rows: Record<string, unknown>[] }).rows;
}

/** A GoogleAdsFailure as the library throws it (numeric codes, as decoded from gRPC trailers). */
export function googleAdsFailure(category: string, code: number, message: string, details?: errors.IErrorDetails): errors.GoogleAdsFailure {
  return new (googleAdsLibrary().errors.GoogleAdsFailure)({ errors: [{ error_code: { [category]: code }, message, ...(details ? { details } : {}) }] });
}

export const FAILURES = {
  /** With `retryDelaySeconds`, Google's QuotaErrorDetails.retry_delay says how long to wait. */
  resourceExhausted: (retryDelaySeconds?: number) =>
    googleAdsFailure(
      'quota_error',
      googleAdsLibrary().errors.QuotaErrorEnum.QuotaError.RESOURCE_EXHAUSTED,
      'Too many requests. Retry in 30 seconds.',
      retryDelaySeconds === undefined ? undefined : { quota_error_details: { retry_delay: { seconds: retryDelaySeconds, nanos: 0 } } },
    ),
  permissionDenied: () => googleAdsFailure('authorization_error', googleAdsLibrary().errors.AuthorizationErrorEnum.AuthorizationError.USER_PERMISSION_DENIED, "User doesn't have permission to access customer."),
  customerNotEnabled: () =>
    googleAdsFailure(
      'authorization_error',
      googleAdsLibrary().errors.AuthorizationErrorEnum.AuthorizationError.CUSTOMER_NOT_ENABLED,
      "The customer account can't be accessed because it is not yet enabled or has been deactivated.",
    ),
  /** A Test-level Cloud project calling a production account. */
  cloudProjectNotApproved: () =>
    googleAdsFailure(
      'authorization_error',
      googleAdsLibrary().errors.AuthorizationErrorEnum.AuthorizationError.CLOUD_PROJECT_NOT_APPROVED_FOR_PRODUCTION,
      'The Google Cloud project is not approved for production access: it can only be used with test accounts.',
    ),
  duplicateCampaignName: () => googleAdsFailure('campaign_error', googleAdsLibrary().errors.CampaignErrorEnum.CampaignError.DUPLICATE_CAMPAIGN_NAME, 'A campaign with this name already exists.'),
  internal: () => googleAdsFailure('internal_error', googleAdsLibrary().errors.InternalErrorEnum.InternalError.INTERNAL_ERROR, 'An internal error has occurred.'),
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
  /** Called as /revoke is answered (tests look at the Google Ads account at that moment). */
  onRevoke?: (token: string) => void;
  /** The last /auth request's query, to check what the product asked for. */
  lastAuthorization: URLSearchParams | null;
  /** The scopes an access token was issued with (a code exchange or a refresh_token grant); undefined for unknown tokens. */
  scopesOf(accessToken: string): string[] | undefined;
  close(): Promise<void>;
}

export async function startFakeOAuth(): Promise<FakeOAuth> {
  const clientId = `client-${randomBytes(4).toString('hex')}.apps.googleusercontent.com`;
  const clientSecret = `GOCSPX-${randomBytes(12).toString('hex')}`;
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const refreshScopes = new Map<string, string[]>();
  const accessScopes = new Map<string, string[]>();
  const fake: Omit<FakeOAuth, 'url' | 'env' | 'close'> = {
    scopesOf: (accessToken) => accessScopes.get(accessToken),
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
      if (url.pathname === '/token' && req.method === 'POST' && form.get('grant_type') === 'refresh_token') {
        if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) return json(401, { error: 'invalid_client' });
        const refreshToken = form.get('refresh_token') ?? '';
        const scopes = refreshScopes.get(refreshToken);
        if (!scopes || fake.revoked.includes(refreshToken)) return json(400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
        const accessToken = `ya29.access-${randomBytes(16).toString('hex')}`;
        fake.issuedAccessTokens.push(accessToken);
        accessScopes.set(accessToken, scopes);
        return json(200, { access_token: accessToken, expires_in: 3599, token_type: 'Bearer', scope: scopes.join(' ') });
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
        refreshScopes.set(refreshToken, fake.grantedScope.split(/\s+/).filter(Boolean));
        accessScopes.set(accessToken, fake.grantedScope.split(/\s+/).filter(Boolean));
        return json(200, { access_token: accessToken, refresh_token: refreshToken, expires_in: 3599, token_type: 'Bearer', scope: fake.grantedScope });
      }
      if (url.pathname === '/revoke' && req.method === 'POST') {
        fake.revoked.push(form.get('token') ?? '');
        fake.onRevoke?.(form.get('token') ?? '');
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
const isFailure = (value: unknown): value is Failure => value instanceof Error || value instanceof googleAdsLibrary().errors.GoogleAdsFailure;

export interface FakeAccount {
  name: string;
  manager?: boolean;
  status?: 'ENABLED' | 'SUSPENDED' | 'CANCELED';
  currencyCode?: string;
  /** IANA time zone; America/New_York when unset. */
  timeZone?: string;
  /** false: not among the owner's accessible customers (the operator's manager, reached by id). */
  listed?: boolean;
  /** A test account: the only kind a Test-level Cloud project may call. */
  testAccount?: boolean;
  /** Client accounts of a manager. */
  clients?: { id: string; name: string; status?: 'ENABLED' | 'SUSPENDED'; currencyCode?: string; timeZone?: string; testAccount?: boolean }[];
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

export type MutateAnswer = services.IMutateGoogleAdsResponse | Failure | 'hang' | 'apply' | 'lost';

export interface FakeGoogleAds {
  hooks: Hooks;
  /** Customer ids (digits) ListAccessibleCustomers answers with, and what each one is. */
  accounts: Map<string, FakeAccount>;
  calls: RecordedCall[];
  /** Answer the next matching calls with these (in order) instead of the default. */
  queueQuery(match: RegExp, ...answers: (Record<string, unknown>[] | Failure)[]): void;
  /**
   * Answer the next mutates with these, in order: a response, a failure (nothing applied), 'hang',
   * 'apply' (as usual) or 'lost' (Google applies it, then the answer is lost on the way back).
   */
  queueMutate(...answers: MutateAnswer[]): void;
  conversionActionId: string;
  /** Conversions the action recorded per date (YYYY-MM-DD); the API reports only dates with some. */
  conversionsByDate: Map<string, number>;
  /**
   * Google's policy review by ad or keyword id (`adGroupId~id`); anything not here is APPROVED and
   * REVIEWED. `topics` are policy topic names (ads) or disapproval reasons (keywords).
   */
  policy: Map<string, { approval: string; review?: string; topics?: string[] }>;
  /** What the accounts hold: every campaign, ad group, ad, keyword and criterion the product created. */
  store: AccountStore;
  /** The Cloud project's access level: at 'test', any call to a non-test account is refused. */
  projectAccessLevel: 'test' | 'explorer' | 'basic' | 'standard';
  /** The searches behind the account's clicks, per date, as `search_term_view` reports them. */
  searchTerms: FakeSearchTerm[];
}

export interface FakeSearchTerm {
  customerId: string;
  campaignId: string;
  adGroupId: string;
  text: string;
  /** YYYY-MM-DD. */
  date: string;
  impressions: number;
  clicks: number;
  conversions: number;
  costMicros: number;
}

const TAG = {
  global_site_tag:
    "<!-- Google tag (gtag.js) -->\n<script async src=\"https://www.googletagmanager.com/gtag/js?id=AW-987654321\"></script>\n<script>\n  window.dataLayer = window.dataLayer || [];\n  function gtag(){dataLayer.push(arguments);}\n  gtag('js', new Date());\n  gtag('config', 'AW-987654321');\n</script>",
  event_snippet: "<!-- Event snippet for AdPilot website lead conversion page -->\n<script>\n  gtag('event', 'conversion', {'send_to': 'AW-987654321/AbC-D_efG12'});\n</script>",
};

export interface FakeGoogleAdsOptions {
  /** Keep the accounts' campaigns in this file: they outlive the process, as Google's do. */
  stateFile?: string;
  /** Told of every mutate Google applied, after it applied it and before the product hears back. */
  onApplied?: (customerId: string, mutations: MutateOperation<unknown>[]) => void;
}

export function createFakeGoogleAds(options: FakeGoogleAdsOptions = {}): FakeGoogleAds {
  const accounts = new Map<string, FakeAccount>();
  const calls: RecordedCall[] = [];
  const queries: { match: RegExp; answers: (Record<string, unknown>[] | Failure)[] }[] = [];
  const mutates: MutateAnswer[] = [];
  const fake: FakeGoogleAds = {
    store: createAccountStore(options.stateFile, () => FAILURES.duplicateCampaignName()),
    accounts,
    calls,
    conversionActionId: '5550001',
    conversionsByDate: new Map(),
    projectAccessLevel: 'explorer',
    policy: new Map(),
    searchTerms: [],
    queueQuery(match, ...answers) {
      queries.push({ match, answers });
    },
    queueMutate(...answers) {
      mutates.push(...answers);
    },
    hooks: {},
  };

  function clientOf(customerId: string) {
    return [...accounts.values()].flatMap((item) => item.clients ?? []).find((item) => item.id === customerId);
  }

  /** A Test-level project may call test accounts only (CLOUD_PROJECT_NOT_APPROVED_FOR_PRODUCTION). */
  function checkAccessLevel(customerId: string): void {
    if (fake.projectAccessLevel !== 'test') return;
    const testAccount = accounts.get(customerId)?.testAccount ?? clientOf(customerId)?.testAccount ?? false;
    if (!testAccount) throw FAILURES.cloudProjectNotApproved();
  }

  /** Policy summaries of the ads and keywords the account holds for the campaigns asked. */
  function policyRows(customerId: string, query: string): Record<string, unknown>[] | undefined {
    const isAds = /ad_group_ad\.policy_summary/.test(query);
    const isKeywords = /ad_group_criterion\.approval_status/.test(query);
    if (!isAds && !isKeywords) return undefined;
    const campaignIds = new Set((query.match(/campaign\.id IN \(([^)]*)\)/)?.[1] ?? '').split(',').map((id) => id.trim()));
    const groups = new Set(fake.store.of(customerId, 'ad_group').filter((group) => campaignIds.has(group.parent ?? '')).map((group) => group.id));
    const items = fake.store.of(customerId, isAds ? 'ad_group_ad' : 'ad_group_criterion').filter((item) => groups.has(item.parent ?? ''));
    return items.map((item) => {
      const [adGroupId, id] = item.id.split('~');
      const review = fake.policy.get(item.id) ?? { approval: isAds ? 'APPROVED' : 'APPROVED', review: 'REVIEWED', topics: [] };
      return isAds
        ? {
            ad_group: { id: adGroupId },
            ad_group_ad: {
              ad: { id },
              policy_summary: { approval_status: review.approval, review_status: review.review ?? 'REVIEWED', policy_topic_entries: (review.topics ?? []).map((topic) => ({ topic, type: 'PROHIBITED' })) },
            },
          }
        : { ad_group: { id: adGroupId }, ad_group_criterion: { criterion_id: id, approval_status: review.approval, disapproval_reasons: review.topics ?? [] } };
    });
  }

  /**
   * `search_term_view` as Google answers it without `segments.date` in the SELECT: one row per
   * campaign, ad group and search, summed over the dates of the WHERE clause; int64 metrics as strings (REST).
   */
  function searchTermRows(customerId: string, query: string): Record<string, unknown>[] | undefined {
    if (!/FROM search_term_view/.test(query)) return undefined;
    const campaignIds = new Set((query.match(/campaign\.id IN \(([^)]*)\)/)?.[1] ?? '').split(',').map((id) => id.trim()));
    const [, from, to] = query.match(/segments\.date BETWEEN '([\d-]+)' AND '([\d-]+)'/) ?? [];
    const sums = new Map<string, FakeSearchTerm>();
    for (const term of fake.searchTerms) {
      if (term.customerId !== customerId || !campaignIds.has(term.campaignId) || term.date < from || term.date > to) continue;
      const key = `${term.adGroupId}|${term.text}`;
      const sum = sums.get(key) ?? { ...term, impressions: 0, clicks: 0, conversions: 0, costMicros: 0 };
      sum.impressions += term.impressions;
      sum.clicks += term.clicks;
      sum.conversions += term.conversions;
      sum.costMicros += term.costMicros;
      sums.set(key, sum);
    }
    return [...sums.values()].map((term) => ({
      campaign: { id: term.campaignId },
      ad_group: { id: term.adGroupId },
      search_term_view: { search_term: term.text, status: 'NONE' },
      metrics: { impressions: String(term.impressions), clicks: String(term.clicks), conversions: term.conversions, cost_micros: String(term.costMicros) },
    }));
  }

  function answerQuery(customerId: string, query: string): Record<string, unknown>[] {
    checkAccessLevel(customerId);
    const queued = queries.find((entry) => entry.match.test(query) && entry.answers.length > 0);
    if (queued) {
      const answer = queued.answers.shift()!;
      if (isFailure(answer)) throw answer;
      return answer;
    }
    const stored = policyRows(customerId, query) ?? searchTermRows(customerId, query) ?? fake.store.answer(customerId, query) ?? geoConstantRows(query);
    if (stored) return stored;
    const account = accounts.get(customerId);
    if (/FROM customer_client/.test(query)) {
      return (account?.clients ?? []).map((client) => ({
        customer_client: {
          id: client.id,
          descriptive_name: client.name,
          manager: false,
          status: client.status ?? 'ENABLED',
          currency_code: client.currencyCode ?? 'USD',
          time_zone: client.timeZone ?? 'America/New_York',
        },
      }));
    }
    const client = clientOf(customerId);
    if (!account && !client) throw FAILURES.permissionDenied();
    if (account?.access === 'denied') throw FAILURES.permissionDenied();
    if (/FROM customer\b/.test(query)) {
      if (account?.status === 'SUSPENDED') throw FAILURES.customerNotEnabled();
      return [
        {
          customer: {
            id: customerId,
            descriptive_name: account?.name ?? client?.name,
            manager: account?.manager === true,
            status: account?.status ?? 'ENABLED',
            currency_code: account?.currencyCode ?? client?.currencyCode ?? 'USD',
            time_zone: account?.timeZone ?? client?.timeZone ?? 'America/New_York',
          },
        },
      ];
    }
    if (/FROM billing_setup/.test(query)) {
      const billing = account?.billing ?? 'APPROVED';
      return billing === 'NONE' ? [] : [{ billing_setup: { id: '77', status: billing } }];
    }
    if (/FROM conversion_action WHERE conversion_action.name/.test(query)) return [];
    const conversionWindow = /FROM conversion_action WHERE .*segments\.date BETWEEN '(\d{4}-\d\d-\d\d)' AND '(\d{4}-\d\d-\d\d)'/.exec(query);
    if (conversionWindow && /metrics\.all_conversions/.test(query)) {
      const [, since, until] = conversionWindow;
      return [...fake.conversionsByDate]
        .filter(([date, conversions]) => date >= since && date <= until && conversions > 0)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([date, conversions]) => ({ conversion_action: { id: fake.conversionActionId }, segments: { date }, metrics: { all_conversions: conversions } }));
    }
    if (/FROM conversion_action WHERE conversion_action.id/.test(query)) {
      return [{ conversion_action: { id: fake.conversionActionId, tag_snippets: [{ type: 'WEBPAGE', page_format: 'HTML', ...TAG }, { type: 'WEBPAGE', page_format: 'AMP', global_site_tag: '', event_snippet: '' }] } }];
    }
    return [];
  }

  fake.hooks = {
    onServiceStart: async ({ method, credentials, cancel, requestOptions }) => {
      calls.push({ kind: 'service', method, customerId: credentials.customer_id });
      if (method === 'CustomerService.ListAccessibleCustomers') {
        cancel({ resource_names: [...accounts].filter(([, account]) => account.listed !== false).map(([id]) => `customers/${id}`) });
      }
      if (method === 'GeoTargetConstantService.SuggestGeoTargetConstants') cancel(suggestGeoTargets(requestOptions as Parameters<typeof suggestGeoTargets>[0]));
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
      checkAccessLevel(args.credentials.customer_id);
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
      if (answer && answer !== 'apply' && answer !== 'lost') {
        args.cancel(answer);
        return;
      }
      if (mutations[0]?.entity === 'conversion_action') {
        args.cancel({ mutate_operation_responses: [{ conversion_action_result: { resource_name: `customers/${args.credentials.customer_id}/conversionActions/${fake.conversionActionId}` } }] });
        return;
      }
      const response = fake.store.apply(args.credentials.customer_id, mutations);
      options.onApplied?.(args.credentials.customer_id, mutations);
      if (answer === 'lost') throw new Error('14 UNAVAILABLE: Connection reset by peer');
      args.cancel(response);
    },
  };
  return fake;
}
