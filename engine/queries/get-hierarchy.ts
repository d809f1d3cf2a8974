import type { HierarchyCampaign } from '../../schema/entities';
import { ctr } from '../../schema/metrics';
import type { Sql } from '../persistence/sql';
import type { CampaignGroupRow } from './get-hierarchy-outline';
import { AD_COLUMNS, type AdRow, type KeywordRow, presentAd, presentKeyword } from './presenters';

/**
 * The whole tree at once: campaigns, ad groups, ads and keywords of the user's business in three
 * queries whatever the size, assembled in memory; queued and eliminated ads are listed too. The
 * engine's tests read ads through it; the API serves the outline (get-hierarchy-outline) and one
 * campaign at a time (get-campaign-ad-tests) instead.
 */
export async function getHierarchy(sql: Sql, userId: string): Promise<HierarchyCampaign[]> {
  const [groups, ads, keywords] = await Promise.all([
    sql.query<CampaignGroupRow>(
      `select c.id as campaign_id, c.name as campaign_name, c.theme as campaign_theme, c.status as campaign_status,
         g.id as ad_group_id, g.name as ad_group_name, g.status as ad_group_status
       from campaigns c join businesses b on b.id = c.business_id
       left join ad_groups g on g.campaign_id = c.id
       where b.owner_id = $1 order by c.created_at, c.id, g.created_at, g.id`,
      [userId],
    ),
    sql.query<AdRow>(
      `select ${AD_COLUMNS} from ads a join businesses b on b.id = a.business_id where b.owner_id = $1 order by a.created_at, a.variant`,
      [userId],
    ),
    sql.query<KeywordRow>(
      `select k.id, k.ad_group_id, k.text, k.match_type, k.cpc_bid_micros, k.quality_score
       from keywords k join businesses b on b.id = k.business_id where b.owner_id = $1 order by k.created_at, k.text`,
      [userId],
    ),
  ]);
  const adsByGroup = groupBy(ads, (ad) => ad.ad_group_id);
  const keywordsByGroup = groupBy(keywords, (keyword) => keyword.ad_group_id);
  const campaigns = new Map<string, HierarchyCampaign>();
  for (const row of groups) {
    let campaign = campaigns.get(row.campaign_id);
    if (!campaign) {
      campaign = { id: row.campaign_id, name: row.campaign_name, theme: row.campaign_theme, status: row.campaign_status, adGroups: [] };
      campaigns.set(row.campaign_id, campaign);
    }
    if (!row.ad_group_id) continue;
    const groupAds = adsByGroup.get(row.ad_group_id) ?? [];
    let impressions = 0;
    let clicks = 0;
    for (const ad of groupAds) {
      impressions += ad.impressions;
      clicks += ad.clicks;
    }
    campaign.adGroups.push({
      id: row.ad_group_id,
      name: row.ad_group_name ?? '',
      status: row.ad_group_status ?? 'active',
      ctr: ctr(clicks, impressions),
      ads: groupAds.map(presentAd),
      keywords: (keywordsByGroup.get(row.ad_group_id) ?? []).map(presentKeyword),
    });
  }
  return [...campaigns.values()];
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const list = map.get(key(item));
    if (list) list.push(item);
    else map.set(key(item), [item]);
  }
  return map;
}
