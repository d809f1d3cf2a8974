import type { EngineContext } from '../engine-context';
import { domainEvent } from '../events/domain-events';
import { runUnit } from '../events/unit-of-work';
import { type ActivityWrite, insertActivityEntries } from '../persistence/activity-log-writer';

/** An ad's or keyword's review as stored (ads.policy, keywords.policy) and shown. */
export interface StoredPolicy {
  approval: string;
  review?: string;
  topics: string[];
}

/** Google's policy topic names read as words: "HEALTH_IN_PERSONALIZED_ADS" → "health in personalized ads". */
const readable = (topics: readonly string[]) => (topics.length > 0 ? topics.map((topic) => topic.toLowerCase().replaceAll('_', ' ')).join(', ') : 'no reason given');

/**
 * Reads Google's policy review of every ad and keyword of a live business (two GAQL queries) and
 * acts on what changed since the last read:
 * - a disapproved ad leaves its tournament (eliminated and paused: it can no longer win, and a
 *   disapproved champion stops being champion); the reason goes on the ad and in the activity log;
 * - an ad newly "eligible (limited)" is shown as such and logged;
 * - a disapproved keyword is paused at Google and here, with the reason logged.
 * A review that did not change writes nothing, so the job can run as often as it likes.
 */
export async function checkBusinessPolicy(ctx: EngineContext, businessId: string): Promise<{ changed: number }> {
  const nowMs = ctx.clock();
  return runUnit(ctx.db, ctx.bus, async (unit) => {
    const { tx } = unit;
    const platform = await ctx.platforms.openOne(tx, businessId);
    if (!platform.fetchPolicy) return { changed: 0 };
    const campaigns = await tx.query<{ id: string; platform_campaign_id: string }>(
      'select id, platform_campaign_id from campaigns where business_id = $1 and platform_campaign_id is not null',
      [businessId],
    );
    if (campaigns.length === 0) return { changed: 0 };
    const report = await platform.fetchPolicy(campaigns.map((campaign) => campaign.platform_campaign_id));
    const ads = await tx.query<{ id: string; campaign_id: string; variant: string; platform_ad_id: string; lifecycle_stage: string; policy: StoredPolicy | null }>(
      'select id, campaign_id, variant, platform_ad_id, lifecycle_stage, policy from ads where business_id = $1',
      [businessId],
    );
    const keywords = await tx.query<{ id: string; campaign_id: string; text: string; platform_keyword_id: string; status: string; policy: StoredPolicy | null }>(
      'select id, campaign_id, text, platform_keyword_id, status, policy from keywords where business_id = $1',
      [businessId],
    );
    const adByPlatformId = new Map(ads.map((ad) => [ad.platform_ad_id, ad]));
    const keywordByPlatformId = new Map(keywords.map((keyword) => [keyword.platform_keyword_id, keyword]));
    const entries: ActivityWrite[] = [];
    const entry = (campaignId: string, title: string, message: string, level: ActivityWrite['level'], key: string, details: Record<string, unknown>) =>
      entries.push({ businessId, campaignId, title, message, level, eventType: 'automation', createdAt: nowMs, dedupeKey: `policy|${key}`, details });
    const changedCampaigns = new Set<string>();
    let changed = 0;

    for (const review of report.ads) {
      const ad = adByPlatformId.get(review.adId);
      if (!ad) continue;
      const policy: StoredPolicy = { approval: review.approval, review: review.review, topics: review.topics };
      if (ad.policy && ad.policy.approval === policy.approval && ad.policy.review === policy.review && ad.policy.topics.join() === policy.topics.join()) continue;
      changed++;
      changedCampaigns.add(ad.campaign_id);
      if (policy.approval === 'DISAPPROVED') {
        const wasChampion = ad.lifecycle_stage === 'champion';
        await tx.query(`update ads set policy = $2::jsonb, lifecycle_stage = 'eliminated', status = 'paused' where id = $1`, [ad.id, JSON.stringify(policy)]);
        entry(
          ad.campaign_id,
          `Ad ${ad.variant} disapproved by Google`,
          `Google disapproved ad ${ad.variant} (${readable(policy.topics)}), so it cannot serve. It left the tournament${wasChampion ? ' and is no longer champion' : ''} and will not be put back; the next round's challengers are written with Google's reason in mind.`,
          'error',
          `${ad.id}|DISAPPROVED|${policy.topics.join()}`,
          { adId: ad.id, approval: policy.approval, reviewStatus: policy.review, topics: policy.topics },
        );
        continue;
      }
      await tx.query('update ads set policy = $2::jsonb where id = $1', [ad.id, JSON.stringify(policy)]);
      if (policy.approval === 'APPROVED_LIMITED' || policy.approval === 'AREA_OF_INTEREST_ONLY') {
        entry(
          ad.campaign_id,
          `Ad ${ad.variant} eligible (limited)`,
          `Google approved ad ${ad.variant} with limits (${readable(policy.topics)}): it serves, but not everywhere or to everyone.`,
          'warning',
          `${ad.id}|${policy.approval}|${policy.topics.join()}`,
          { adId: ad.id, approval: policy.approval, reviewStatus: policy.review, topics: policy.topics },
        );
      }
    }

    for (const review of report.keywords) {
      const keyword = keywordByPlatformId.get(review.keywordId);
      if (!keyword) continue;
      const policy: StoredPolicy = { approval: review.approval, topics: review.topics };
      if (keyword.policy && keyword.policy.approval === policy.approval && keyword.policy.topics.join() === policy.topics.join()) continue;
      changed++;
      changedCampaigns.add(keyword.campaign_id);
      if (policy.approval === 'DISAPPROVED' && keyword.status === 'active') {
        await platform.setKeywordStatus(review.keywordId, 'PAUSED');
        await tx.query(`update keywords set policy = $2::jsonb, status = 'paused' where id = $1`, [keyword.id, JSON.stringify(policy)]);
        entry(
          keyword.campaign_id,
          `Keyword "${keyword.text}" disapproved and paused`,
          `Google disapproved the keyword "${keyword.text}" (${readable(policy.topics)}); AdPilot paused it.`,
          'warning',
          `${keyword.id}|DISAPPROVED`,
          { keywordId: keyword.id, approval: policy.approval, topics: policy.topics },
        );
        continue;
      }
      await tx.query('update keywords set policy = $2::jsonb where id = $1', [keyword.id, JSON.stringify(policy)]);
    }

    await ctx.platforms.save(tx, new Map([[businessId, platform]]));
    const written = await insertActivityEntries(tx, entries);
    for (const { entry: logged } of written) unit.emit(domainEvent('activity.created', businessId, logged));
    for (const campaignId of changedCampaigns) unit.emit(domainEvent('hierarchy.changed', businessId, { businessId, campaignId }));
    return { changed };
  });
}

/** The 4-hourly policy check of every live business, each on its own: one failure costs only its business. */
export async function checkPolicies(ctx: EngineContext, businessIds?: readonly string[]): Promise<{ businesses: number; changed: number; failed: number }> {
  const rows = await ctx.db.query<{ id: string }>(
    `select b.id from businesses b join google_ads_connections c on c.user_id = b.owner_id and c.status = 'connected'
     where b.platform_mode = 'live' and ($1::uuid[] is null or b.id = any($1::uuid[])) order by b.id`,
    [businessIds ?? null],
  );
  let changed = 0;
  let failed = 0;
  for (const { id } of rows) {
    try {
      changed += (await checkBusinessPolicy(ctx, id)).changed;
    } catch {
      // The platform logged the failure for the owner; the next run tries again.
      failed++;
    }
  }
  return { businesses: rows.length, changed, failed };
}
