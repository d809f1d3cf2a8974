import type { CampaignHistory, HistoryAd, HistoryRound } from '../../schema/entities';
import { errors } from '../../schema/errors';
import { conversionRate, ctr } from '../../schema/metrics';
import type { StoredArm } from '../db/entities/tournament-round';
import type { Sql } from '../persistence/sql';
import { isUuid } from './list-campaigns';

interface RoundRow {
  ad_group_id: string;
  tournament: number;
  round: number;
  started_at: Date;
  ended_at: Date | null;
  ad_ids: string[];
  decided: boolean;
  champion_reason: string | null;
  champion_ad_id: string | null;
  runner_up_ad_id: string | null;
  eliminated_ad_ids: string[] | null;
  arms: StoredArm[] | null;
}

interface HistoryAdRow {
  id: string;
  variant: string;
  headlines: string[];
  descriptions: string[];
  impressions: number;
  clicks: number;
  conversions: number;
  lifecycle_stage: string;
  status: string;
}

/**
 * A campaign's rounds, oldest first: decided rounds show the figures the evaluation used (its arms),
 * the open round shows the ads racing now with their running totals. Three queries.
 */
export async function getCampaignHistory(sql: Sql, userId: string, campaignId: string): Promise<CampaignHistory> {
  if (!isUuid(campaignId)) throw errors.notFound('Campaign not found');
  const campaigns = await sql.query<{ id: string; name: string; theme: string; tournament_round: number }>(
    `select c.id, c.name, c.theme, c.tournament_round from campaigns c join businesses b on b.id = c.business_id
     where c.id = $1 and b.owner_id = $2`,
    [campaignId, userId],
  );
  const campaign = campaigns[0];
  if (!campaign) throw errors.notFound('Campaign not found');
  const [rounds, ads] = await Promise.all([
    sql.query<RoundRow>(
      `select ad_group_id, tournament, round, started_at, ended_at, ad_ids, decided, champion_reason, champion_ad_id, runner_up_ad_id, eliminated_ad_ids, arms
       from tournament_rounds where campaign_id = $1 order by tournament, round, ad_group_id`,
      [campaignId],
    ),
    sql.query<HistoryAdRow>(
      'select id, variant, headlines, descriptions, impressions, clicks, conversions, lifecycle_stage, status from ads where campaign_id = $1',
      [campaignId],
    ),
  ]);
  const adById = new Map(ads.map((ad) => [ad.id, ad]));
  const byKey = new Map<string, HistoryRound>();
  const last = rounds.at(-1);
  for (const row of rounds) {
    const key = `${row.tournament}|${row.round}`;
    const current = last !== undefined && row.tournament === last.tournament && row.round === last.round;
    let entry = byKey.get(key);
    if (!entry) {
      entry = {
        round: row.round,
        tournament: row.tournament,
        totalAds: 0,
        champion: null,
        runnerUp: null,
        eliminated: [],
        active: [],
        current,
        startedAt: new Date(row.started_at).toISOString(),
        endedAt: row.ended_at ? new Date(row.ended_at).toISOString() : null,
      };
      byKey.set(key, entry);
    }
    // The round ends when its last ad group decides; until then it has no end.
    if (!row.ended_at) entry.endedAt = null;
    else if (entry.endedAt && Date.parse(entry.endedAt) < new Date(row.ended_at).getTime()) entry.endedAt = new Date(row.ended_at).toISOString();
    entry.totalAds += row.ad_ids.length;
    if (row.decided && row.arms) {
      const arms = new Map(row.arms.map((arm) => [arm.adId, arm]));
      const present = (adId: string | null, reason?: string) => {
        const ad = adId ? adById.get(adId) : undefined;
        const arm = adId ? arms.get(adId) : undefined;
        return ad && arm ? historyAd(ad, arm, reason) : null;
      };
      entry.champion ??= present(row.champion_ad_id, row.champion_reason ?? undefined);
      entry.runnerUp ??= present(row.runner_up_ad_id);
      for (const adId of row.eliminated_ad_ids ?? []) {
        const ad = present(adId);
        if (ad) entry.eliminated.push(ad);
      }
    } else {
      for (const adId of row.ad_ids) {
        const ad = adById.get(adId);
        if (!ad) continue;
        const presented = historyAd(ad, ad);
        if (ad.lifecycle_stage === 'champion' && !entry.champion) entry.champion = presented;
        else if (ad.lifecycle_stage === 'runner_up' && !entry.runnerUp) entry.runnerUp = presented;
        else entry.active.push(presented);
      }
    }
  }
  return {
    campaign: { id: campaign.id, name: campaign.name, theme: campaign.theme, currentRound: campaign.tournament_round },
    rounds: [...byKey.values()],
  };
}

function historyAd(ad: HistoryAdRow, figures: { impressions: number; clicks: number; conversions: number }, championReason?: string): HistoryAd {
  return {
    id: ad.id,
    variant: ad.variant,
    headlines: ad.headlines,
    descriptions: ad.descriptions,
    impressions: figures.impressions,
    clicks: figures.clicks,
    conversions: figures.conversions,
    ctr: ctr(figures.clicks, figures.impressions),
    conversionRate: conversionRate(figures.conversions, figures.clicks),
    ...(championReason ? { championReason } : {}),
  };
}
