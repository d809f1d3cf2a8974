import { campaignHistorySchema } from '../entities';

/** GET /api/campaigns/:id/history (polled every 5 s while a campaign is selected). */
export const campaignHistoryResponseSchema = campaignHistorySchema;
