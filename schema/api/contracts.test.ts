import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  buildActivityLogEntry,
  buildAdCopy,
  buildBusiness,
  buildCampaign,
  buildCampaignHistory,
  buildCampaignPreview,
  buildGoogleAdsConnection,
  buildHierarchyAd,
  buildHierarchyCampaign,
  buildTournamentPreview,
  buildWorkflow,
} from '../fixtures';
import { validationErrorBody } from '../validation-error';
import { API_ENDPOINTS, type EndpointName } from './paths';

const onboarding = { businessName: 'Harbor Bikes', websiteUrl: 'https://harborbikes.example', monthlyBudget: '1000' };
const user = { id: 'u1', email: 'owner@harborbikes.example', firstName: 'Ana', profileImageUrl: null, isAdmin: false };

const opsTournament = {
  campaignId: 'cmp-1',
  campaignName: 'Tune-ups',
  campaignStatus: 'active',
  businessId: 'biz-1',
  businessName: 'Harbor Bikes',
  state: 'testing',
  round: 1,
  tournament: 1,
  context: { round: 1, tournament: 1 },
  journalEntries: 1,
  lastTransitionAt: '2026-03-09T09:00:00.000Z',
};
const opsJob = {
  id: 'job-1',
  name: 'round-check',
  status: 'scheduled',
  recurring: true,
  repeatInterval: '1 hour',
  nextRunAt: '2026-03-09T10:00:00.000Z',
  lastRunAt: null,
  lastFinishedAt: null,
  failedAt: null,
  failCount: 0,
  failReason: null,
  data: {},
};

const searchTermExample = {
  id: 'st-1',
  campaignId: 'cmp-1',
  campaignName: 'Tune-ups',
  adGroupName: 'Tune-ups - main',
  text: 'bike mechanic jobs',
  impressions: 120,
  clicks: 6,
  cost: 21,
  conversions: 0,
  status: 'excluded',
  verdict: 'irrelevant',
  reason: '"jobs" is a search for work or training, not for the business.',
  negative: { text: 'jobs', matchType: 'PHRASE', level: 'campaign' },
  ownerOverride: false,
  canUndo: true,
};

const exampleMail = {
  id: '7b0c6c1e-2f4a-4c1e-9a51-2d5f0f8e9a10',
  key: 'welcome:owner-1',
  kind: 'welcome',
  to: 'owner@harborbikes.example',
  subject: 'Welcome to AdPilot',
  status: 'kept' as const,
  attempts: 0,
  lastError: null,
  createdAt: '2026-11-25T08:00:00.000Z',
  sentAt: null,
};
const feeExample = {
  id: 'fee-1',
  month: '2026-10',
  spend: 1000,
  feePercentage: 15,
  tier: 'Base',
  fee: 150,
  currency: 'USD',
  status: 'needs_confirmation' as const,
  attempts: 1,
  failure: 'Your card was declined. This transaction requires authentication.',
  nextRetryAt: '2026-11-02T02:00:00.000Z',
  pauseAt: null,
  createdAt: '2026-11-01T02:00:00.000Z',
  paidAt: null,
  receiptUrl: null,
  demo: false,
};
const billingExample = { mode: 'stripe' as const, card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, demo: false }, charges: [feeExample], cancelledAt: null };

const tagManagerStatus = {
  available: true,
  googleAdsReady: true,
  connected: true,
  connectedAt: '2026-11-01T02:00:00.000Z',
  lastPublish: { containerPublicId: 'GTM-HB12345', versionId: '3', thankYouPath: '/thank-you', publishedAt: '2026-11-01T02:05:00.000Z' },
};

/** A valid example of every part of every endpoint. Parts with no fields (empty bodies) are left out. */
const EXAMPLES: Record<EndpointName, { params?: unknown; query?: unknown; body?: unknown; response: unknown }> = {
  getCurrentUser: { response: user },
  getAuthMode: { response: { mode: 'builtin' } },
  signUp: { body: { email: 'owner@harborbikes.example', password: 'correct horse' }, response: user },
  signIn: { body: { email: 'owner@harborbikes.example', password: 'x' }, response: user },
  logout: { response: { signedOut: true } },
  getMyBusiness: { response: buildBusiness() },
  getConfigStatus: { response: { configured: true } },
  generateCampaignPreview: { body: onboarding, response: buildCampaignPreview() },
  createSetupIntent: { response: { clientSecret: 'seti_1_secret_x' } },
  createBusiness: {
    body: { ...onboarding, paymentConfirmed: true, setupIntentId: 'seti_1' },
    response: buildBusiness(),
  },
  changeBudget: { body: { monthlyBudget: 1500 }, response: buildBusiness({ monthlyBudget: 1500 }) },
  exportAccount: { response: { exportedAt: '2026-03-09T10:00:00.000Z', user: { email: 'owner@harborbikes.example' }, business: null, campaigns: [{ name: 'Repairs' }] } },
  deleteAccount: { body: { confirmEmail: 'owner@harborbikes.example' }, response: { deleted: true, rows: 120 } },
  changeTargeting: { body: { targeting: { locations: [{ kind: 'country', countryCode: 'gb', label: 'United Kingdom' }], languages: ['EN'] } }, response: buildBusiness() },
  pauseBusiness: { response: buildBusiness({ pausedSince: '2026-03-09T10:00:00.000Z' }) },
  resumeBusiness: { response: buildBusiness() },
  goLive: { response: buildBusiness({ demoMode: false }) },
  fastForwardDemo: {
    body: { days: 7 },
    response: { clock: { now: '2026-03-16T10:00:00.000Z', speed: 'paused', asOf: '2026-03-09T10:00:05.000Z' }, hoursRun: 168 },
  },
  setDemoClock: {
    body: { speed: 'fast' },
    response: { clock: { now: '2026-03-09T10:00:00.000Z', speed: 'fast', asOf: '2026-03-09T10:00:00.000Z' }, hoursRun: 0 },
  },
  listCampaigns: { response: [buildCampaign()] },
  getCurrentWorkflow: { response: buildWorkflow() },
  getHierarchy: {
    response: [
      {
        id: 'cmp-1',
        name: 'Tune-ups',
        theme: 'Repairs',
        status: 'active',
        adGroups: [{ id: 'grp-1', name: 'Tune-ups', status: 'active', ctr: 3.2, adCount: 3, keywordCount: 8 }],
      },
    ],
  },
  getCampaignAdTests: {
    params: { id: 'cmp-1' },
    response: { campaignId: 'cmp-1', adGroups: buildHierarchyCampaign().adGroups.map(({ id, ads, keywords }) => ({ id, ads, keywords })) },
  },
  getCampaignHistory: { params: { id: 'cmp-1' }, response: buildCampaignHistory() },
  listActivityLogs: { query: { eventType: 'budget_audit', level: 'warning' }, response: { logs: [buildActivityLogEntry()] } },
  getTournamentPreview: { params: { id: 'cmp-1' }, response: buildTournamentPreview() },
  startTournament: {
    params: { id: 'cmp-1' },
    body: { previewData: buildTournamentPreview().previewData },
    response: { campaign: buildCampaign({ tournamentRound: 2 }) },
  },
  stopTournament: { params: { id: 'cmp-1' }, response: { message: 'Champion ad will continue running', campaign: buildCampaign() } },
  pauseCampaign: { params: { id: 'cmp-1' }, response: { campaign: buildCampaign({ status: 'paused' }) } },
  resumeCampaign: { params: { id: 'cmp-1' }, response: { campaign: buildCampaign() } },
  listSearchTerms: {
    response: {
      terms: [searchTermExample],
      ngrams: [{ text: 'jobs', terms: 2, clicks: 9, cost: 31.5, conversions: 0, wastedCost: 31.5 }],
      lastReviewedAt: '2026-03-09T06:00:00.000Z',
      nextReviewAt: '2026-03-10T06:00:00.000Z',
    },
  },
  undoSearchTerm: { params: { id: 'st-1' }, response: { message: 'Exclusion undone', term: { ...searchTermExample, status: 'kept', ownerOverride: true, canUndo: false } } },
  getBilling: { response: billingExample },
  replaceCard: { body: { setupIntentId: 'seti_1' }, response: { message: 'Card replaced', billing: billingExample } },
  getFeeConfirmation: { params: { id: 'fee-1' }, response: { charge: feeExample, clientSecret: 'pi_1_secret_x', paymentMethodId: 'pm_card_authenticationRequired' } },
  confirmFee: { params: { id: 'fee-1' }, response: { message: 'Payment confirmed', charge: { ...feeExample, status: 'paid', paidAt: '2026-11-01T09:00:00.000Z' } } },
  cancelService: { body: { confirmation: 'CANCEL' }, response: { message: 'Cancelled', billing: { ...billingExample, cancelledAt: '2026-11-20T10:00:00.000Z' } } },
  pauseAd: { params: { id: 'ad-a' }, response: { ad: buildHierarchyAd({ status: 'paused' }) } },
  resumeAd: { params: { id: 'ad-a' }, response: { ad: buildHierarchyAd() } },
  previewCampaign: {
    body: { campaignName: 'Summer Sale', budget: 200 },
    response: { campaignTheme: 'Seasonal discounts', adVariants: [buildAdCopy()], assets: null },
  },
  createCampaign: {
    body: { campaignName: 'Summer Sale', budget: '200', previewAdVariants: [buildAdCopy()] },
    response: { message: 'Campaign created', campaign: buildCampaign() },
  },
  getGoogleAdsConnection: { response: buildGoogleAdsConnection() },
  disconnectGoogleAds: { response: { connection: buildGoogleAdsConnection({ status: 'not_connected', customerId: null }) } },
  checkConversionTracking: {
    body: { websiteUrl: 'https://hillside-plumbing.example' },
    response: {
      status: 'verified',
      message: 'Tracking verified: the Google tag for AW-123 is on your site.',
      websiteUrl: 'https://hillside-plumbing.example',
      pagesChecked: ['https://hillside-plumbing.example/'],
      expectedConversionId: 'AW-123',
      found: { adsIds: ['AW-123'], tagManagerContainers: [], otherTagIds: [], conversionEvents: ['AW-123/abc'] },
      simulated: false,
      checkedAt: '2026-11-25T09:00:00.000Z',
    },
  },
  getConversionTracking: {
    response: {
      status: 'ready',
      conversionActionId: '987',
      globalSiteTag: '<script async src="https://www.googletagmanager.com/gtag/js?id=AW-123"></script>',
      eventSnippet: "<script>gtag('event', 'conversion', {'send_to': 'AW-123/abc'});</script>",
      conversionId: 'AW-123',
      conversionLabel: 'abc',
      tagManagerSteps: ['Add a Google Ads Conversion Tracking tag.'],
      conversionsLast30Days: 2,
      conversionsArriving: true,
      conversionStatus: { trackingStatus: 'RECORDING_CONVERSIONS', lastConversionDate: '2026-11-20', conversionsLast30Days: 2, silent: false },
    },
  },
  listGoogleAdsAccounts: { response: { accounts: [{ customerId: '1234567890', loginCustomerId: null, name: 'Harbor Bikes', currencyCode: 'USD' }] } },
  selectGoogleAdsAccount: { body: { customerId: '1234567890' }, response: { redirectTo: '/onboarding?googleAdsStep=completed' } },
  getTagManagerStatus: { response: tagManagerStatus },
  listTagManagerContainers: { response: { containers: [{ accountId: '6001', accountName: 'Harbor Bikes', containerId: '7001', publicId: 'GTM-HB12345', name: 'harborbikes.example' }] } },
  publishConversionTag: {
    body: { accountId: '6001', containerId: '7001', thankYouPath: '/thank-you' },
    response: { message: 'Published version 3 in container GTM-HB12345.', containerPublicId: 'GTM-HB12345', versionId: '3', thankYouPath: '/thank-you', created: [], reused: [] },
  },
  disconnectTagManager: { response: { message: 'Google Tag Manager is disconnected.', status: { ...tagManagerStatus, connected: false, connectedAt: null } } },
  listOpsTournaments: { query: { q: 'harbor' }, response: { tournaments: [opsTournament], total: 1 } },
  getOpsJournal: {
    params: { id: 'cmp-1' },
    response: {
      tournament: opsTournament,
      entries: [
        {
          seq: 1,
          at: '2026-03-09T09:00:00.000Z',
          eventType: 'round.elapsed',
          event: { type: 'round.elapsed', at: '2026-03-09T09:00:00.000Z' },
          cause: { kind: 'job', name: 'round-check', jobId: 'job-1', userEmail: null },
          stateBefore: 'testing',
          stateAfter: 'evaluating',
          contextBefore: { round: 1 },
          contextAfter: { round: 1 },
        },
      ],
    },
  },
  getMailPreferences: { response: { weeklyReportDay: 1, alerts: true } },
  saveMailPreferences: { body: { weeklyReportDay: null, alerts: false }, response: { weeklyReportDay: null, alerts: false } },
  listOpsMails: { response: { mode: 'outbox', mails: [exampleMail] } },
  getOpsMail: { params: { id: exampleMail.id }, response: { ...exampleMail, html: '<p>Welcome</p>', text: 'Welcome' } },
  listOpsJobs: { response: { jobs: [opsJob], counts: { running: 0, failed: 0, scheduled: 1, finished: 0, disabled: 0 } } },
  listOpsBusinessHealth: {
    response: {
      businesses: [
        {
          businessId: 'biz-1',
          businessName: 'Harbor Bikes',
          ownerEmail: 'owner@harborbikes.example',
          platformMode: 'live',
          job: 'sync-metrics',
          status: 'failing',
          reason: 'Google Ads access lost: your Google Ads account is suspended',
          failingSince: '2026-03-09T09:00:00.000Z',
          attempts: 1,
          nextAttemptAt: null,
          lastSuccessAt: '2026-03-09T08:00:00.000Z',
        },
      ],
    },
  },
  runOpsJobNow: { params: { id: 'job-1' }, response: { message: 'round-check will run at the next worker poll', job: opsJob } },
  retryOpsJob: { params: { id: 'job-1' }, response: { message: 'round-check will be retried at the next worker poll', job: opsJob } },
};

type Part = 'params' | 'query' | 'body' | 'response';

/**
 * The first object a payload's fields live in: the payload itself, or element 0 of a list. The
 * returned prefix is the path of that object.
 */
function fieldsOf(payload: unknown): { prefix: string; fields: Record<string, unknown> } | null {
  if (Array.isArray(payload)) {
    const inner = fieldsOf(payload[0]);
    return inner && { prefix: `0.${inner.prefix}`, fields: inner.fields };
  }
  return payload && typeof payload === 'object' ? { prefix: '', fields: payload as Record<string, unknown> } : null;
}

function corrupt(payload: unknown, key: string): unknown {
  if (Array.isArray(payload)) return [corrupt(payload[0], key), ...payload.slice(1)];
  // A nested empty list fits no field of ours: not a string, number, boolean, enum, object or list of those.
  return { ...(payload as object), [key]: [[]] };
}

const cases = (Object.keys(EXAMPLES) as EndpointName[]).flatMap((name) =>
  (['params', 'query', 'body', 'response'] as const)
    .filter((part) => part in API_ENDPOINTS[name] && EXAMPLES[name][part] !== undefined)
    .map((part) => [name, part] as [EndpointName, Part]),
);

describe('API contracts', () => {
  it('has an example for every endpoint', () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual(Object.keys(API_ENDPOINTS).sort());
  });

  it.each(cases)('%s %s: accepts the example, rejects each malformed field by name', (name, part) => {
    const schema = (API_ENDPOINTS[name] as unknown as Record<Part, z.ZodType>)[part];
    const example = EXAMPLES[name][part];
    expect(schema.safeParse(example).error?.issues ?? []).toEqual([]);

    const located = fieldsOf(example);
    expect(located).not.toBeNull();
    for (const key of Object.keys(located!.fields)) {
      const result = schema.safeParse(corrupt(example, key));
      expect(result.success, `${name} ${part} accepted a malformed ${key}`).toBe(false);
      const body = validationErrorBody(result.error!);
      const path = `${located!.prefix}${key}`;
      expect(body.message).toContain(path);
      // The issue sits on the field itself or inside it (a list field fails at its bad element).
      expect(Object.keys(body.fields ?? {}).some((field) => field === path || field.startsWith(`${path}.`))).toBe(true);
    }
  });

  it('empty-bodied POSTs accept no body or {}, and refuse fields', () => {
    const schema = API_ENDPOINTS.pauseCampaign.body;
    expect(schema.parse(undefined)).toEqual({});
    expect(schema.parse({})).toEqual({});
    expect(schema.safeParse({ status: 'paused' }).success).toBe(false);
  });
});
