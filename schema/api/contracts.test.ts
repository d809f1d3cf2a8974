import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
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

/** A valid example of every part of every endpoint. Parts with no fields (empty bodies) are left out. */
const EXAMPLES: Record<EndpointName, { params?: unknown; query?: unknown; body?: unknown; response: unknown }> = {
  getCurrentUser: { response: user },
  getAuthMode: { response: { mode: 'builtin' } },
  signUp: { body: { email: 'owner@harborbikes.example', password: 'correct horse' }, response: user },
  signIn: { body: { email: 'owner@harborbikes.example', password: 'x' }, response: user },
  getMyBusiness: { response: buildBusiness() },
  getConfigStatus: { response: { configured: true } },
  generateCampaignPreview: { body: onboarding, response: buildCampaignPreview() },
  createSetupIntent: { response: { clientSecret: 'seti_1_secret_x' } },
  createBusiness: {
    body: { ...onboarding, paymentConfirmed: true, setupIntentId: 'seti_1' },
    response: buildBusiness(),
  },
  listCampaigns: { response: [buildCampaign()] },
  getCurrentWorkflow: { response: buildWorkflow() },
  getHierarchy: { response: [buildHierarchyCampaign()] },
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
  pauseAd: { params: { id: 'ad-a' }, response: { ad: buildHierarchyAd({ status: 'paused' }) } },
  resumeAd: { params: { id: 'ad-a' }, response: { ad: buildHierarchyAd() } },
  previewCampaign: {
    body: { campaignName: 'Summer Sale', budget: 200 },
    response: { campaignTheme: 'Seasonal discounts', adVariants: [buildAdCopy()] },
  },
  createCampaign: {
    body: { campaignName: 'Summer Sale', budget: '200', previewAdVariants: [buildAdCopy()] },
    response: { message: 'Campaign created', campaign: buildCampaign() },
  },
  getGoogleAdsConnection: { response: buildGoogleAdsConnection() },
  disconnectGoogleAds: { response: { connection: buildGoogleAdsConnection({ status: 'not_connected', customerId: null }) } },
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
    },
  },
  listGoogleAdsAccounts: { response: { accounts: [{ customerId: '1234567890', loginCustomerId: null, name: 'Harbor Bikes', currencyCode: 'USD' }] } },
  selectGoogleAdsAccount: { body: { customerId: '1234567890' }, response: { redirectTo: '/onboarding?googleAdsStep=completed' } },
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
  listOpsJobs: { response: { jobs: [opsJob], counts: { running: 0, failed: 0, scheduled: 1, finished: 0, disabled: 0 } } },
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
