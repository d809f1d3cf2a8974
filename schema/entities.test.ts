import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  activityLogEntrySchema,
  businessSchema,
  campaignHistorySchema,
  campaignSchema,
  configStatusSchema,
  googleAdsConnectionSchema,
  hierarchyAdSchema,
  hierarchyCampaignSchema,
  workflowIsSettled,
  workflowSchema,
} from './entities';
import {
  buildActivityLogEntry,
  buildBusiness,
  buildCampaign,
  buildCampaignHistory,
  buildGoogleAdsConnection,
  buildHierarchyAd,
  buildHierarchyCampaign,
  buildWorkflow,
} from './fixtures';
import { validationErrorBody } from './validation-error';

const entities: Array<[string, z.ZodType, Record<string, unknown>]> = [
  ['Business', businessSchema, buildBusiness()],
  ['Campaign', campaignSchema, buildCampaign()],
  ['HierarchyCampaign', hierarchyCampaignSchema, buildHierarchyCampaign()],
  ['HierarchyAd', hierarchyAdSchema, buildHierarchyAd()],
  ['CampaignHistory', campaignHistorySchema, buildCampaignHistory()],
  ['ActivityLogEntry', activityLogEntrySchema, buildActivityLogEntry()],
  ['GoogleAdsConnection', googleAdsConnectionSchema, buildGoogleAdsConnection()],
  ['ConfigStatus', configStatusSchema, { configured: false }],
  ['Workflow', workflowSchema, buildWorkflow()],
];

describe('entities', () => {
  it.each(entities)('%s: the fixture passes and every missing field is named', (_, schema, example) => {
    expect(schema.safeParse(example).error?.issues ?? []).toEqual([]);
    for (const key of Object.keys(example)) {
      const { [key]: _dropped, ...rest } = example;
      const result = schema.safeParse({ ...rest, [key]: [[]] });
      expect(result.success, `accepted a malformed ${key}`).toBe(false);
      expect(validationErrorBody(result.error!).message).toContain(key);
    }
  });

  it('round-trips through JSON unchanged (what the API sends is what the UI reads)', () => {
    for (const [, schema, example] of entities) expect(schema.parse(JSON.parse(JSON.stringify(example)))).toEqual(example);
  });

  it('keeps the raw details of an activity entry beside the AI analysis', () => {
    expect(activityLogEntrySchema.parse(buildActivityLogEntry()).details).toMatchObject({ probabilityBest: 0.96 });
  });

  it('rejects out-of-range values a presenter could get wrong', () => {
    expect(campaignSchema.safeParse(buildCampaign({ status: 'deleted' as 'paused' })).success).toBe(false);
    expect(campaignSchema.safeParse(buildCampaign({ roundStartDate: '2026-03-02' })).success).toBe(false);
    expect(workflowSchema.safeParse(buildWorkflow({ progress: 1.5 })).success).toBe(false);
    expect(hierarchyAdSchema.safeParse(buildHierarchyAd({ qualityScore: 11 })).success).toBe(false);
  });

  it('polls a workflow until it completed or failed', () => {
    expect(['pending', 'running', 'completed', 'error'].map((s) => workflowIsSettled(s as 'pending'))).toEqual([false, false, true, true]);
  });
});
