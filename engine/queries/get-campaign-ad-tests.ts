import type { CampaignAdTestsResponse } from '../../schema/api/hierarchy';
import type { CampaignAssets } from '../../schema/assets';
import { errors } from '../../schema/errors';
import type { Sql } from '../persistence/sql';
import { isUuid } from './list-campaigns';
import { AD_COLUMNS, type AdRow, type KeywordRow, presentAd, presentKeyword } from './presenters';

/**
 * The ads (copy and figures) and keywords of one campaign's ad groups, read when the owner expands
 * the campaign in the Ad Testing tab, with the assets it launched with. Another owner's campaign,
 * like a missing one, is a 404.
 */
export async function getCampaignAdTests(sql: Sql, userId: string, campaignId: string): Promise<CampaignAdTestsResponse> {
  if (!isUuid(campaignId)) throw errors.notFound('Campaign not found');
  const [groups, ads, keywords, campaigns] = await Promise.all([
    sql.query<{ id: string }>(
      `select g.id from ad_groups g join campaigns c on c.id = g.campaign_id join businesses b on b.id = c.business_id
       where c.id = $2 and b.owner_id = $1 order by g.created_at, g.id`,
      [userId, campaignId],
    ),
    sql.query<AdRow>(
      `select ${AD_COLUMNS} from ads a join businesses b on b.id = a.business_id where a.campaign_id = $2 and b.owner_id = $1 order by a.created_at, a.variant, a.id`,
      [userId, campaignId],
    ),
    sql.query<KeywordRow>(
      `select k.id, k.ad_group_id, k.text, k.match_type, k.cpc_bid_micros, k.quality_score
       from keywords k join businesses b on b.id = k.business_id where k.campaign_id = $2 and b.owner_id = $1 order by k.created_at, k.text, k.id`,
      [userId, campaignId],
    ),
    sql.query<{ assets: CampaignAssets | null }>('select c.assets from campaigns c join businesses b on b.id = c.business_id where c.id = $2 and b.owner_id = $1', [userId, campaignId]),
  ]);
  if (campaigns.length === 0) throw errors.notFound('Campaign not found');
  return {
    campaignId,
    assets: campaigns[0].assets,
    adGroups: groups.map((group) => ({
      id: group.id,
      ads: ads.filter((ad) => ad.ad_group_id === group.id).map(presentAd),
      keywords: keywords.filter((keyword) => keyword.ad_group_id === group.id).map(presentKeyword),
    })),
  };
}
