import { enums } from 'google-ads-api/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runJob } from '../../engine/jobs/jobs';
import { withLaunchedLiveBusiness } from '../support/live-launch-harness';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const NOW = Date.parse('2026-11-10T17:00:00Z');
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

describe('policy review of a live business', () => {
  it('a disapproved champion leaves the tournament with the reason shown; limited is shown as such; a disapproved keyword is paused', async () => {
    await withLaunchedLiveBusiness(database.url, { customerId: '5550002222', nowMs: NOW }, async ({ fake, live, business, customerId }) => {
      const ads = await live.sql.query<{ id: string; variant: string; platform_ad_id: string; campaign_id: string }>(
        `select a.id, a.variant, a.platform_ad_id, a.campaign_id from ads a join campaigns c on c.id = a.campaign_id where a.business_id = $1 order by c.created_at, a.variant limit 2`,
        [business.businessId],
      );
      const [champion, limited] = ads;
      await live.sql.query(`update ads set lifecycle_stage = 'champion' where id = $1`, [champion.id]);
      const [keyword] = await live.sql.query<{ id: string; text: string; platform_keyword_id: string }>(
        'select id, text, platform_keyword_id from keywords where business_id = $1 order by created_at, text limit 1',
        [business.businessId],
      );
      fake.policy.set(champion.platform_ad_id, { approval: 'DISAPPROVED', topics: ['DESTINATION_NOT_WORKING'] });
      fake.policy.set(limited.platform_ad_id, { approval: 'APPROVED_LIMITED', topics: ['TRADEMARKS_IN_AD_TEXT'] });
      fake.policy.set(keyword.platform_keyword_id, { approval: 'DISAPPROVED', topics: ['UNACCEPTABLE_BUSINESS_PRACTICES'] });

      expect(await runJob(live.engine.context, { name: 'policy-check', data: {} })).toMatchObject({ businesses: 1, failed: 0 });
      const [after] = await live.sql.query<{ lifecycle_stage: string; status: string; policy: unknown }>('select lifecycle_stage, status, policy from ads where id = $1', [champion.id]);
      expect(after).toEqual({ lifecycle_stage: 'eliminated', status: 'paused', policy: { approval: 'DISAPPROVED', review: 'REVIEWED', topics: ['DESTINATION_NOT_WORKING'] } });
      const [limitedAfter] = await live.sql.query<{ lifecycle_stage: string; status: string; policy: { approval: string } }>('select lifecycle_stage, status, policy from ads where id = $1', [limited.id]);
      expect(limitedAfter).toMatchObject({ lifecycle_stage: 'launch_test', status: 'active', policy: { approval: 'APPROVED_LIMITED' } });
      const [keywordAfter] = await live.sql.query<{ status: string }>('select status from keywords where id = $1', [keyword.id]);
      expect(keywordAfter.status).toBe('paused');
      const atGoogle = fake.store.of(customerId, 'ad_group_criterion').find((item) => item.id === keyword.platform_keyword_id);
      expect(atGoogle?.fields.status).toBe(enums.AdGroupCriterionStatus.PAUSED);

      const log = await live.sql.query<{ title: string; message: string; level: string }>(
        `select title, message, level from activity_logs where business_id = $1 and details->>'approval' is not null order by title`,
        [business.businessId],
      );
      expect(log).toEqual([
        {
          title: `Ad ${champion.variant} disapproved by Google`,
          message: `Google disapproved ad ${champion.variant} (destination not working), so it cannot serve. It left the tournament and is no longer champion and will not be put back; the next round's challengers are written with Google's reason in mind.`,
          level: 'error',
        },
        {
          title: `Ad ${limited.variant} eligible (limited)`,
          message: `Google approved ad ${limited.variant} with limits (trademarks in ad text): it serves, but not everywhere or to everyone.`,
          level: 'warning',
        },
        { title: `Keyword "${keyword.text}" disapproved and paused`, message: `Google disapproved the keyword "${keyword.text}" (unacceptable business practices); AdPilot paused it.`, level: 'warning' },
      ]);

      // The owner sees the reason on the ad.
      const shown = (await live.engine.queries.getHierarchy(business.ownerId)).flatMap((campaign) => campaign.adGroups.flatMap((group) => group.ads));
      expect(shown.find((item) => item.id === champion.id)?.policy).toEqual({ approval: 'disapproved', reasons: ['destination not working'] });
      expect(shown.find((item) => item.id === limited.id)?.policy).toEqual({ approval: 'limited', reasons: ['trademarks in ad text'] });
      expect(shown.filter((item) => item.policy)).toHaveLength(2);

      // Read again with nothing changed: no write at Google, no new entry.
      const mutates = fake.calls.filter((call) => call.kind === 'mutate').length;
      expect(await runJob(live.engine.context, { name: 'policy-check', data: {} })).toMatchObject({ changed: 0 });
      expect(fake.calls.filter((call) => call.kind === 'mutate')).toHaveLength(mutates);
    });
  });
});
