import { enums } from 'google-ads-api/enums';
import { describe, expect, it } from 'vitest';
import { DAILY_OPERATION_QUOTA } from '../../engine/google-ads/access-level';
import { createCallPolicy } from '../../engine/google-ads/call-policy';
import { GoogleAdsClientFactory } from '../../engine/google-ads/google-ads-client';
import { DeadlineExceeded, QuotaExhausted } from '../../engine/google-ads/google-ads-errors';
import { memoryQuotaLedger } from '../../engine/google-ads/quota';
import type { CampaignSpec } from '../../engine/platform/ads-platform';
import { GoogleAdsPlatform, type PlatformFailure } from '../../engine/platform/google-ads/google-ads-platform';
import { AppError } from '../../schema/errors';
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
    { clientId: 'client', clientSecret: 'secret', accessLevel: 'explorer' },
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
  targeting: {
    locations: [
      { kind: 'proximity', address: '1234 SE Division St, Portland, OR 97202', radiusKm: 8, countryCode: 'US', label: '8 km around the bakery' },
      { kind: 'place', name: 'Portland', countryCode: 'US', label: 'Portland, Oregon' },
    ],
    languages: ['en', 'es'],
  },
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
          geo_target_type_setting: { positive_geo_target_type: enums.PositiveGeoTargetType.PRESENCE, negative_geo_target_type: enums.NegativeGeoTargetType.PRESENCE },
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
      // Targeting in the same atomic mutate: the campaign never exists untargeted.
      {
        entity: 'campaign_criterion',
        operation: 'create',
        resource: {
          campaign: `customers/${CUSTOMER}/campaigns/-2`,
          proximity: {
            address: { street_address: '1234 SE Division St, Portland, OR 97202', country_code: 'US' },
            radius: 8,
            radius_units: enums.ProximityRadiusUnits.KILOMETERS,
          },
        },
      },
      { entity: 'campaign_criterion', operation: 'create', resource: { campaign: `customers/${CUSTOMER}/campaigns/-2`, location: { geo_target_constant: 'geoTargetConstants/1014044' } } },
      { entity: 'campaign_criterion', operation: 'create', resource: { campaign: `customers/${CUSTOMER}/campaigns/-2`, language: { language_constant: 'languageConstants/1000' } } },
      { entity: 'campaign_criterion', operation: 'create', resource: { campaign: `customers/${CUSTOMER}/campaigns/-2`, language: { language_constant: 'languageConstants/1003' } } },
    ]);
    // "Portland" was resolved in the United States by GeoTargetConstantService, the languages by GAQL.
    const suggest = fake.calls.find((call) => call.method === 'GeoTargetConstantService.SuggestGeoTargetConstants');
    expect(suggest?.customerId).toBe(CUSTOMER);
    // Ids come from the response's resource names: ads and keywords as adGroupId~id.
    expect(created.campaignId).toBe('9001');
    expect(created.adGroups[0].adGroupId).toBe('9002');
    expect(created.adGroups[0].adIds).toHaveLength(5);
    expect(created.adGroups[0].adIds[0]).toMatch(/^9002~\d+$/);
    expect(created.adGroups[0].keywordIds[1]).toMatch(/^9002~\d+$/);
  });

  it('refuses to launch untargeted, or with a place Google cannot find, before creating anything', async () => {
    const { fake, platform } = setup();
    await expect(platform.createCampaign({ ...SPEC, targeting: null })).rejects.toThrow('Choose where your ads show and in which languages before launching on Google Ads.');
    const nowhere = { locations: [{ kind: 'place' as const, name: 'Atlantis', countryCode: 'GB', label: 'Atlantis' }], languages: ['en'] };
    await expect(platform.createCampaign({ ...SPEC, targeting: nowhere })).rejects.toThrow('Google Ads could not find "Atlantis". Correct it in your targeting before launch.');
    expect(await platform.checkTargeting({ locations: [{ kind: 'everywhere' }], languages: ['en'] })).toBeNull();
    expect(fake.calls.filter((call) => call.kind === 'mutate')).toHaveLength(0);
  });

  it('changes a campaign’s criteria only where the targeting changed', async () => {
    const { fake, platform } = setup();
    const created = await platform.createCampaign(SPEC);
    const criteria = () => fake.store.of(CUSTOMER, 'campaign_criterion').map((item) => JSON.stringify(item.fields.location ?? item.fields.language ?? item.fields.proximity));
    const before = fake.calls.filter((call) => call.kind === 'mutate').length;
    await platform.setCampaignTargeting(created.campaignId, SPEC.targeting!);
    expect(fake.calls.filter((call) => call.kind === 'mutate')).toHaveLength(before);

    await platform.setCampaignTargeting(created.campaignId, {
      locations: [{ kind: 'place', name: 'Oregon', countryCode: 'US', label: 'Oregon' }, SPEC.targeting!.locations[1]],
      languages: ['en'],
    });
    const change = fake.calls.filter((call) => call.kind === 'mutate').at(-1)?.mutations ?? [];
    expect(change.map((operation) => operation.operation).sort()).toEqual(['create', 'remove', 'remove']);
    expect(criteria().sort()).toEqual(['{"geo_target_constant":"geoTargetConstants/1014044"}', '{"geo_target_constant":"geoTargetConstants/21167"}', '{"language_constant":"languageConstants/1000"}']);
  });

  it('writes only what changed in the ad schedule: the first schedule, then single blocks, nothing when it is the same', async () => {
    const { fake, platform } = setup();
    const created = await platform.createCampaign(SPEC);
    const mutatesOf = () => fake.calls.filter((call) => call.kind === 'mutate' && call.mutations?.some((operation) => operation.entity === 'campaign_criterion')).slice(1);
    const flat = { hourOfDay: new Array(24).fill(1), dayOfWeek: new Array(7).fill(1) };
    const evenings = { ...flat, hourOfDay: flat.hourOfDay.map((value, hour) => (hour >= 16 && hour < 20 ? 1.2 : value)) };

    await platform.setBidSchedule(created.campaignId, evenings);
    expect(mutatesOf()).toHaveLength(1);
    expect(mutatesOf()[0].mutations?.map((operation) => operation.operation)).toEqual(new Array(42).fill('create'));

    await platform.setBidSchedule(created.campaignId, evenings);
    expect(mutatesOf()).toHaveLength(1);

    // Saturdays +10%: the 6 Saturday blocks change, the 36 others stay as they are.
    await platform.setBidSchedule(created.campaignId, { ...evenings, dayOfWeek: [1, 1, 1, 1, 1, 1, 1.1] });
    const change = mutatesOf()[1].mutations ?? [];
    expect(change.map((operation) => operation.operation)).toEqual(new Array(6).fill('update'));
    expect(change.map((operation) => (operation.resource as { bid_modifier: number }).bid_modifier)).toEqual([1.1, 1.1, 1.1, 1.1, 1.32, 1.1]);
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

  it('batches the budget guard’s changes: one query and two mutates for three campaigns, budgets before statuses', async () => {
    const { fake, platform } = setup();
    const ids = [];
    for (const name of ['Bread', 'Cakes', 'Brand']) ids.push((await platform.createCampaign({ ...SPEC, name })).campaignId);
    const before = fake.calls.length;
    await platform.applyCampaignChanges([
      { campaignId: ids[0], dailyBudgetMicros: 9_000_000 },
      { campaignId: ids[1], status: 'PAUSED' },
      { campaignId: ids[2], dailyBudgetMicros: 4_000_000, status: 'ENABLED' },
    ]);
    const calls = fake.calls.slice(before);
    expect(calls.map((call) => call.kind)).toEqual(['query', 'mutate', 'mutate']);
    expect(calls[1].mutations?.map((operation) => `${operation.entity}:${(operation.resource as { amount_micros?: number }).amount_micros}`)).toEqual([
      'campaign_budget:9000000',
      'campaign_budget:4000000',
    ]);
    expect(calls[2].mutations?.map((operation) => (operation.resource as { resource_name: string }).resource_name.split('/').pop())).toEqual([ids[1], ids[2]]);
    const budgets = fake.store.of(CUSTOMER, 'campaign_budget').map((budget) => Number(budget.fields.amount_micros));
    expect(budgets).toEqual([9_000_000, 12_500_000, 4_000_000]);
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
    // A window inside the one read (the delivery profile's) is cut from the same rows: no third query.
    const lastDay = await platform.fetchMetrics({ ...window, from: '2026-11-22', level: 'campaign', segment: 'hour' });
    expect(fake.calls.filter((call) => call.kind === 'query')).toHaveLength(2);
    expect(new Set(lastDay.rows.map((row) => row.date))).toEqual(new Set(['2026-11-22']));
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

  it('waits the retry_delay Google names on RESOURCE_EXHAUSTED, and leaves a longer one to the next run', async () => {
    const { fake, platform, waits, failures } = setup();
    fake.queueMutate(FAILURES.resourceExhausted(7));
    await platform.setCampaignStatus('9001', 'PAUSED');
    expect(waits).toEqual([7_000]);
    expect(failures).toEqual([]);

    fake.queueMutate(FAILURES.resourceExhausted(3_600));
    await expect(platform.setCampaignStatus('9001', 'ENABLED')).rejects.toThrow('Google Ads could not resume the campaign: Google Ads asked AdPilot to wait 3600 s before it may resume the campaign again');
    expect(waits).toEqual([7_000]);
    expect(fake.calls.filter((call) => call.kind === 'mutate')).toHaveLength(3);
  });

  it('turns a Test-level project refused by a real account into a plain message, with what to do for the operator', async () => {
    const { fake, platform, failures } = setup();
    fake.projectAccessLevel = 'test';
    const error = await platform.setCampaignStatus('9001', 'PAUSED').catch((caught: unknown) => caught);
    expect((error as AppError).message).toMatch(/^Google Ads could not pause the campaign: AdPilot's access to the Google Ads API does not yet allow it to manage this account\./);
    expect(failures[0].forOperator).toMatch(/Test access: it may only call test accounts\. Apply for Explorer or Basic access/);
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

  it('counts operations against the Cloud project’s access level and stops at the daily quota', async () => {
    const { platform, quota, failures } = setup();
    await platform.createCampaign(SPEC);
    // 1 suggest + 1 language query + 14 mutate operations (budget, campaign, group, 5 ads, 2 keywords, 4 criteria).
    expect(await quota.usedToday(NOW)).toBe(16);
    await quota.reserve(DAILY_OPERATION_QUOTA.explorer - 16, NOW);
    await expect(platform.setCampaignStatus('9001', 'PAUSED')).rejects.toThrow(/daily Google Ads operation quota \(2,880\)/);
    expect(failures[0].action).toBe('pause the campaign');
    await expect(memoryQuotaLedger('basic').reserve(15_001, NOW)).rejects.toBeInstanceOf(QuotaExhausted);
  });
});
