import { enums } from 'google-ads-api';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../schema/errors';
import { createCallPolicy } from '../../engine/google-ads/call-policy';
import { GoogleAdsClientFactory } from '../../engine/google-ads/google-ads-client';
import { DeadlineExceeded, QuotaExhausted } from '../../engine/google-ads/google-ads-errors';
import { DAILY_OPERATION_QUOTA, memoryQuotaLedger } from '../../engine/google-ads/quota';
import type { CampaignSpec } from '../../engine/platform/ads-platform';
import { GoogleAdsPlatform, type PlatformFailure } from '../../engine/platform/google-ads/google-ads-platform';
import { createFakeGoogleAds, FAILURES, recordedRows } from '../support/fake-google-ads';

const CUSTOMER = '1234567890';
const NOW = Date.UTC(2026, 10, 22, 12, 0);

function setup(options: { deadlineMs?: number } = {}) {
  const fake = createFakeGoogleAds();
  const waits: number[] = [];
  const backoffs: string[] = [];
  const failures: PlatformFailure[] = [];
  const quota = memoryQuotaLedger('explorer');
  const call = createCallPolicy({
    quota,
    clock: () => NOW,
    deadlineMs: options.deadlineMs ?? 5_000,
    backoffMs: (attempt) => 1_000 * 2 ** attempt,
    wait: async (ms) => {
      waits.push(ms);
    },
    onBackoff: ({ what, attempt }) => backoffs.push(`${what}#${attempt}`),
  });
  const clients = new GoogleAdsClientFactory(
    { clientId: 'client', clientSecret: 'secret', developerToken: 'dev', developerTokenLevel: 'explorer' },
    fake.hooks,
  );
  const platform = new GoogleAdsPlatform({
    customer: clients.customer({ customerId: CUSTOMER, refreshToken: '1//refresh' }),
    customerId: CUSTOMER,
    call,
    clock: () => NOW,
    onFailure: (failure) => failures.push(failure),
  });
  return { fake, platform, waits, backoffs, failures, quota };
}

const ad = (n: number) => ({
  headlines: [`Fresh Bread ${n}`, 'Baked Every Morning', 'Order Online Today'],
  descriptions: ['Sourdough, rye and pastries baked at dawn.', 'Pick up in store or get it delivered.'],
  finalUrl: 'https://bakery.example/',
  path1: 'bread',
  path2: 'daily',
});

const SPEC: CampaignSpec = {
  name: 'Bakery - Bread',
  dailyBudgetMicros: 12_500_000,
  adGroups: [
    {
      name: 'Sourdough',
      ads: [ad(1), ad(2), ad(3), ad(4), ad(5)],
      keywords: [
        { text: 'sourdough bread', matchType: 'PHRASE', cpcBidMicros: 1_200_000 },
        { text: 'bakery near me', matchType: 'EXACT', cpcBidMicros: 1_500_000 },
      ],
    },
  ],
};

const rsa = (n: number, status: number) => ({
  entity: 'ad_group_ad',
  operation: 'create',
  resource: {
    ad_group: `customers/${CUSTOMER}/adGroups/-3`,
    status,
    ad: {
      final_urls: ['https://bakery.example/'],
      responsive_search_ad: {
        headlines: [{ text: `Fresh Bread ${n}` }, { text: 'Baked Every Morning' }, { text: 'Order Online Today' }],
        descriptions: [{ text: 'Sourdough, rye and pastries baked at dawn.' }, { text: 'Pick up in store or get it delivered.' }],
        path1: 'bread',
        path2: 'daily',
      },
    },
  },
});

describe('GoogleAdsPlatform: the requests google-ads-api sends', () => {
  it('launches a whole campaign in ONE atomic mutate with temporary resource names; ads past the third are created paused', async () => {
    const { fake, platform } = setup();
    const created = await platform.createCampaign(SPEC);

    const mutates = fake.calls.filter((call) => call.kind === 'mutate');
    expect(mutates).toHaveLength(1);
    expect(mutates[0].customerId).toBe(CUSTOMER);
    expect(mutates[0].mutations).toEqual([
      {
        entity: 'campaign_budget',
        operation: 'create',
        resource: {
          resource_name: `customers/${CUSTOMER}/campaignBudgets/-1`,
          amount_micros: 12_500_000,
          delivery_method: enums.BudgetDeliveryMethod.STANDARD,
          explicitly_shared: false,
        },
      },
      {
        entity: 'campaign',
        operation: 'create',
        resource: {
          resource_name: `customers/${CUSTOMER}/campaigns/-2`,
          name: 'Bakery - Bread',
          status: enums.CampaignStatus.ENABLED,
          advertising_channel_type: enums.AdvertisingChannelType.SEARCH,
          campaign_budget: `customers/${CUSTOMER}/campaignBudgets/-1`,
          manual_cpc: { enhanced_cpc_enabled: false },
          network_settings: { target_google_search: true, target_search_network: true, target_content_network: false, target_partner_search_network: false },
          contains_eu_political_advertising: enums.EuPoliticalAdvertisingStatus.DOES_NOT_CONTAIN_EU_POLITICAL_ADVERTISING,
        },
      },
      {
        entity: 'ad_group',
        operation: 'create',
        resource: {
          resource_name: `customers/${CUSTOMER}/adGroups/-3`,
          name: 'Sourdough',
          campaign: `customers/${CUSTOMER}/campaigns/-2`,
          status: enums.AdGroupStatus.ENABLED,
          type: enums.AdGroupType.SEARCH_STANDARD,
          ad_rotation_mode: enums.AdGroupAdRotationMode.ROTATE_FOREVER,
          cpc_bid_micros: 1_500_000,
        },
      },
      rsa(1, enums.AdGroupAdStatus.ENABLED),
      rsa(2, enums.AdGroupAdStatus.ENABLED),
      rsa(3, enums.AdGroupAdStatus.ENABLED),
      rsa(4, enums.AdGroupAdStatus.PAUSED),
      rsa(5, enums.AdGroupAdStatus.PAUSED),
      {
        entity: 'ad_group_criterion',
        operation: 'create',
        resource: {
          ad_group: `customers/${CUSTOMER}/adGroups/-3`,
          status: enums.AdGroupCriterionStatus.ENABLED,
          keyword: { text: 'sourdough bread', match_type: enums.KeywordMatchType.PHRASE },
          cpc_bid_micros: 1_200_000,
        },
      },
      {
        entity: 'ad_group_criterion',
        operation: 'create',
        resource: {
          ad_group: `customers/${CUSTOMER}/adGroups/-3`,
          status: enums.AdGroupCriterionStatus.ENABLED,
          keyword: { text: 'bakery near me', match_type: enums.KeywordMatchType.EXACT },
          cpc_bid_micros: 1_500_000,
        },
      },
    ]);
    // Ids come from the response's resource names: ads and keywords as adGroupId~id.
    expect(created.campaignId).toBe('9001');
    expect(created.adGroups[0].adGroupId).toBe('9002');
    expect(created.adGroups[0].adIds).toHaveLength(5);
    expect(created.adGroups[0].adIds[0]).toMatch(/^9002~\d+$/);
    expect(created.adGroups[0].keywordIds[1]).toMatch(/^9002~\d+$/);
  });

  it('pauses a campaign with one update of its status', async () => {
    const { fake, platform } = setup();
    await platform.setCampaignStatus('9001', 'PAUSED');
    expect(fake.calls.filter((call) => call.kind === 'mutate').map((call) => call.mutations)).toEqual([
      [{ entity: 'campaign', operation: 'update', resource: { resource_name: `customers/${CUSTOMER}/campaigns/9001`, status: enums.CampaignStatus.PAUSED } }],
    ]);
  });

  it('changes a daily budget on the campaign budget Google holds for it', async () => {
    const { fake, platform } = setup();
    fake.queueQuery(/FROM campaign WHERE campaign.id = 9001/, [{ campaign: { id: '9001', campaign_budget: `customers/${CUSTOMER}/campaignBudgets/8001` } }]);
    await platform.setCampaignDailyBudget('9001', 20_000_000);
    expect(fake.calls.map((call) => call.kind)).toEqual(['query', 'mutate']);
    expect(fake.calls[1].mutations).toEqual([
      { entity: 'campaign_budget', operation: 'update', resource: { resource_name: `customers/${CUSTOMER}/campaignBudgets/8001`, amount_micros: 20_000_000 } },
    ]);
  });

  it('keeps at most 3 ads enabled: roles become serving states, other challengers wait paused', async () => {
    const { fake, platform } = setup();
    await platform.setAdRoles('9002', { '9002~1': 'champion', '9002~2': 'runnerUp', '9002~3': 'challenger', '9002~4': 'challenger', '9002~5': 'challenger' });
    const statuses = fake.calls[0].mutations?.map((operation) => {
      const resource = operation.resource as { resource_name: string; status: number };
      return `${resource.resource_name.split('/').pop()}=${enums.AdGroupAdStatus[resource.status]}`;
    });
    expect(statuses).toEqual(['9002~1=ENABLED', '9002~2=ENABLED', '9002~3=ENABLED', '9002~4=PAUSED', '9002~5=PAUSED']);

    fake.queueQuery(/ad_group_ad.status = 'ENABLED'/, [1, 2, 3].map((id) => ({ ad_group: { id: '9002' }, ad_group_ad: { ad: { id: String(id) } } })));
    await expect(platform.setAdStatus('9002~4', 'ENABLED')).rejects.toThrow(/at most 3 ads/);
  });

  it('syncs metrics from a recorded GAQL response: one query for campaign and ad levels, one for keywords', async () => {
    const { fake, platform } = setup();
    fake.queueQuery(/FROM ad_group_ad/, recordedRows('ad-metrics-hourly'));
    fake.queueQuery(/FROM keyword_view/, recordedRows('keyword-metrics-daily'));
    const window = { campaignIds: ['111'], from: '2026-11-21', to: '2026-11-22' };

    const campaigns = await platform.fetchMetrics({ ...window, level: 'campaign', segment: 'day' });
    const ads = await platform.fetchMetrics({ ...window, level: 'ad', segment: 'day' });
    const hours = await platform.fetchMetrics({ ...window, level: 'campaign', segment: 'hour' });
    const keywords = await platform.fetchMetrics({ ...window, level: 'keyword', segment: 'day' });

    const queries = fake.calls.filter((call) => call.kind === 'query').map((call) => call.query);
    expect(queries).toEqual([
      "SELECT campaign.id, ad_group.id, ad_group_ad.ad.id, segments.date, segments.hour, metrics.impressions, metrics.clicks, metrics.conversions, metrics.cost_micros FROM ad_group_ad WHERE campaign.id IN (111) AND segments.date BETWEEN '2026-11-21' AND '2026-11-22'",
      "SELECT campaign.id, ad_group.id, ad_group_criterion.criterion_id, ad_group_criterion.quality_info.quality_score, segments.date, metrics.impressions, metrics.clicks, metrics.conversions, metrics.cost_micros FROM keyword_view WHERE campaign.id IN (111) AND segments.date BETWEEN '2026-11-21' AND '2026-11-22'",
    ]);
    expect(campaigns.rows).toEqual([
      { campaignId: '111', adGroupId: null, entityId: '111', date: '2026-11-21', hour: null, impressions: 300, clicks: 11, conversions: 1.5, costMicros: 8_000_000, qualityScore: null },
      { campaignId: '111', adGroupId: null, entityId: '111', date: '2026-11-22', hour: null, impressions: 40, clicks: 1, conversions: 0, costMicros: 750_000, qualityScore: null },
    ]);
    expect(campaigns.completeThrough).toBe(NOW - 3 * 3_600_000);
    expect(ads.rows.find((row) => row.entityId === '222~333' && row.date === '2026-11-21')).toMatchObject({ impressions: 200, clicks: 8, costMicros: 6_000_000 });
    expect(hours.rows.find((row) => row.date === '2026-11-21' && row.hour === 9)).toMatchObject({ impressions: 220, clicks: 9, costMicros: 6_500_000 });
    expect(keywords.rows).toEqual([
      expect.objectContaining({ entityId: '222~444', qualityScore: 7, clicks: 11, costMicros: 8_000_000 }),
      expect.objectContaining({ entityId: '222~445', qualityScore: null, impressions: 0 }),
    ]);
  });

  it('backs off exponentially on RESOURCE_EXHAUSTED and then succeeds, with no real waiting', async () => {
    const { fake, platform, waits, backoffs, failures } = setup();
    fake.queueMutate(FAILURES.resourceExhausted(), FAILURES.resourceExhausted());
    await platform.setKeywordBids([{ keywordId: '9002~7', cpcBidMicros: 900_000 }]);
    expect(waits).toEqual([2_000, 4_000]);
    expect(backoffs).toEqual(['change keyword bids#1', 'change keyword bids#2']);
    expect(fake.calls.filter((call) => call.kind === 'mutate')).toHaveLength(3);
    expect(failures).toEqual([]);
  });

  it('gives up after the last attempt with a clear failure for the activity log, never silently', async () => {
    const { fake, platform, failures } = setup();
    fake.queueMutate(...Array.from({ length: 4 }, () => FAILURES.resourceExhausted()));
    const error = await platform.setCampaignStatus('9001', 'ENABLED').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('upstream_failed');
    expect((error as AppError).message).toBe('Google Ads could not resume the campaign: Too many requests. Retry in 30 seconds.');
    expect(failures).toEqual([{ action: 'resume the campaign', message: 'Too many requests. Retry in 30 seconds.' }]);
  });

  it('puts a deadline on every call', async () => {
    const { fake, platform, failures } = setup({ deadlineMs: 50 });
    fake.queueMutate('hang');
    await expect(platform.setCampaignStatus('9001', 'PAUSED')).rejects.toThrow('Google Ads could not pause the campaign: Google Ads did not answer');
    expect(failures[0].message).toMatch(/did not answer pause the campaign within/);
    expect(new DeadlineExceeded('x', 1000).message).toContain('within 1 s');
  });

  it('counts operations against the developer token level and stops at the daily quota', async () => {
    const { platform, quota, failures } = setup();
    await platform.createCampaign(SPEC);
    expect(await quota.usedToday(NOW)).toBe(10);
    await quota.reserve(DAILY_OPERATION_QUOTA.explorer - 10, NOW);
    await expect(platform.setCampaignStatus('9001', 'PAUSED')).rejects.toThrow(/daily Google Ads operation quota \(2,880\)/);
    expect(failures[0].action).toBe('pause the campaign');
    await expect(memoryQuotaLedger('basic').reserve(15_001, NOW)).rejects.toBeInstanceOf(QuotaExhausted);
  });
});
