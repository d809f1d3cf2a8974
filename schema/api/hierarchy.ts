import { z } from 'zod';
import { hierarchyCampaignSchema } from '../entities';

/** GET /api/ad-testing/hierarchy (polled every 5 s): campaigns with their ad groups, ads and keywords. */
export const hierarchyResponseSchema = z.array(hierarchyCampaignSchema);
export type HierarchyResponse = z.infer<typeof hierarchyResponseSchema>;
