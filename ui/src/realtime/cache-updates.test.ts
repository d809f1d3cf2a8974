import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { buildBusiness, buildCampaign, buildWorkflow } from '../../../schema/fixtures';
import { MY_BUSINESS_QUERY_KEY } from '../routing/business-gate';
import { applyServerEvent } from './cache-updates';
import { activityLogsKey, QUERY_KEYS } from './query-keys';

function clientWith(entries: [readonly unknown[], unknown][]): QueryClient {
  const client = new QueryClient();
  for (const [key, data] of entries) client.setQueryData(key, data);
  return client;
}

describe('applyServerEvent', () => {
  it('campaign.updated replaces the campaign in the cached list and keeps the order', () => {
    const a = buildCampaign({ id: 'a' });
    const b = buildCampaign({ id: 'b' });
    const client = clientWith([[QUERY_KEYS.campaigns, [a, b]]]);
    applyServerEvent(client, 'campaign.updated', { ...a, status: 'paused' });
    expect(client.getQueryData(QUERY_KEYS.campaigns)).toEqual([{ ...a, status: 'paused' }, b]);
  });

  it('campaign.updated appends a campaign the list did not have', () => {
    const client = clientWith([[QUERY_KEYS.campaigns, [buildCampaign({ id: 'a' })]]]);
    applyServerEvent(client, 'campaign.updated', buildCampaign({ id: 'new' }));
    expect(client.getQueryData<{ id: string }[]>(QUERY_KEYS.campaigns)?.map((c) => c.id)).toEqual(['a', 'new']);
  });

  it('campaign.updated leaves a list that was never loaded unloaded', () => {
    const client = new QueryClient();
    applyServerEvent(client, 'campaign.updated', buildCampaign());
    expect(client.getQueryData(QUERY_KEYS.campaigns)).toBeUndefined();
  });

  it('workflow.updated and business.updated write the pushed entity', () => {
    const client = new QueryClient();
    const workflow = buildWorkflow({ progress: 0.9 });
    const business = buildBusiness({ currentMonthAdSpend: 999 });
    applyServerEvent(client, 'workflow.updated', workflow);
    applyServerEvent(client, 'business.updated', business);
    expect(client.getQueryData(QUERY_KEYS.workflow)).toEqual(workflow);
    expect(client.getQueryData(MY_BUSINESS_QUERY_KEY)).toEqual(business);
  });

  it('activity.created invalidates every filtered activity list and nothing else', () => {
    const client = clientWith([
      [activityLogsKey('all', 'all'), { logs: [] }],
      [activityLogsKey('budget_audit', 'warning'), { logs: [] }],
      [QUERY_KEYS.hierarchy, []],
    ]);
    applyServerEvent(client, 'activity.created', {
      id: 'l',
      title: 't',
      message: 'm',
      level: 'info',
      eventType: 'automation',
      createdAt: '2026-03-02T09:00:00.000Z',
      details: null,
    });
    expect(client.getQueryState(activityLogsKey('all', 'all'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(activityLogsKey('budget_audit', 'warning'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(QUERY_KEYS.hierarchy)?.isInvalidated).toBe(false);
  });

  it('history.changed invalidates only that campaign history', () => {
    const client = clientWith([
      [QUERY_KEYS.history('a'), {}],
      [QUERY_KEYS.history('b'), {}],
    ]);
    applyServerEvent(client, 'history.changed', { businessId: 'biz', campaignId: 'a' });
    expect(client.getQueryState(QUERY_KEYS.history('a'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(QUERY_KEYS.history('b'))?.isInvalidated).toBe(false);
  });

  it('campaigns.changed refetches the list and the hierarchy but not histories or an open preview', () => {
    const client = clientWith([
      [QUERY_KEYS.campaigns, []],
      [QUERY_KEYS.hierarchy, []],
      [QUERY_KEYS.history('a'), {}],
      [QUERY_KEYS.tournamentPreview('a'), {}],
    ]);
    applyServerEvent(client, 'campaigns.changed', { businessId: 'biz' });
    expect(client.getQueryState(QUERY_KEYS.campaigns)?.isInvalidated).toBe(true);
    expect(client.getQueryState(QUERY_KEYS.hierarchy)?.isInvalidated).toBe(true);
    expect(client.getQueryState(QUERY_KEYS.history('a'))?.isInvalidated).toBe(false);
    expect(client.getQueryState(QUERY_KEYS.tournamentPreview('a'))?.isInvalidated).toBe(false);
  });

  it('hierarchy.changed invalidates the hierarchy', () => {
    const client = clientWith([[QUERY_KEYS.hierarchy, []]]);
    applyServerEvent(client, 'hierarchy.changed', { businessId: 'biz' });
    expect(client.getQueryState(QUERY_KEYS.hierarchy)?.isInvalidated).toBe(true);
  });
});
