import type { Campaign } from '../../schema/entities';
import { errors } from '../../schema/errors';
import type { Sql } from '../persistence/sql';
import { CAMPAIGN_COLUMNS, type CampaignRow, presentCampaign } from './presenters';

/** The user's campaigns, oldest first: one indexed query. */
export async function listCampaigns(sql: Sql, userId: string): Promise<Campaign[]> {
  const rows = await sql.query<CampaignRow>(
    `select ${CAMPAIGN_COLUMNS} from campaigns c join businesses b on b.id = c.business_id
     where b.owner_id = $1 order by c.created_at, c.id`,
    [userId],
  );
  return rows.map(presentCampaign);
}

/** One campaign of the business; another business's id is a 404, never a 403 (no existence leak). */
export async function getCampaign(sql: Sql, businessId: string, campaignId: string): Promise<Campaign> {
  const rows = await sql.query<CampaignRow>(`select ${CAMPAIGN_COLUMNS} from campaigns c where c.id = $1 and c.business_id = $2`, [
    campaignId,
    businessId,
  ]);
  if (!rows[0]) throw errors.notFound('Campaign not found');
  return presentCampaign(rows[0]);
}

/** Several campaigns by id (for campaign.updated pushes after a batch). */
export async function getCampaignsByIds(sql: Sql, campaignIds: readonly string[]): Promise<Campaign[]> {
  if (campaignIds.length === 0) return [];
  const rows = await sql.query<CampaignRow>(`select ${CAMPAIGN_COLUMNS} from campaigns c where c.id = any($1::uuid[])`, [campaignIds]);
  return rows.map(presentCampaign);
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
