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

describe('search terms of a live business', () => {
  it('syncs search_term_view, creates negatives at Google at the right level, adds a converting search as a keyword, and undoes in one click', async () => {
    await withLaunchedLiveBusiness(database.url, { customerId: '5550003333', nowMs: NOW }, async ({ fake, live, business, customerId }) => {
      const groups = await live.sql.query<{ id: string; platform_ad_group_id: string; platform_campaign_id: string; keyword: string }>(
        `select g.id, g.platform_ad_group_id, c.platform_campaign_id, (select k.text from keywords k where k.ad_group_id = g.id order by k.text limit 1) as keyword
         from ad_groups g join campaigns c on c.id = g.campaign_id where g.business_id = $1 order by c.created_at, g.created_at`,
        [business.businessId],
      );
      const [first, second] = groups;
      expect(second).toBeDefined();
      const term = (group: (typeof groups)[number], text: string, date: string, clicks: number, conversions: number) => ({
        customerId,
        campaignId: group.platform_campaign_id,
        adGroupId: group.platform_ad_group_id,
        text,
        date,
        impressions: clicks * 20,
        clicks,
        conversions,
        costMicros: clicks * 2_500_000,
      });
      const converting = `${first.keyword} open now`;
      fake.searchTerms.push(
        term(first, `${first.keyword} jobs`, '2026-11-05', 4, 0),
        term(first, `${first.keyword} jobs`, '2026-11-06', 2, 0),
        term(second, `${second.keyword} salary`, '2026-11-06', 3, 0),
        term(first, 'pizza delivery near me', '2026-11-07', 5, 0),
        term(first, converting, '2026-11-07', 12, 3),
        term(first, first.keyword, '2026-11-08', 30, 2),
        // Outside the 30-day window: never read.
        term(first, 'how to fix a bike', '2026-09-01', 9, 0),
      );

      const result = await runJob(live.engine.context, { name: 'search-term-review', data: {} });
      expect(result).toMatchObject({ businesses: 1, failed: 0 });
      const query = fake.calls.find((call) => call.kind === 'query' && /FROM search_term_view/.test(call.query ?? ''));
      expect(query?.query).toContain(`segments.date BETWEEN '2026-10-11' AND '2026-11-10'`);

      const stored = await live.sql.query<{ text: string; status: string; verdict: string; clicks: number; cost_micros: number }>(
        'select text, status, verdict, clicks, cost_micros from search_terms where business_id = $1 order by text',
        [business.businessId],
      );
      const byText = new Map(stored.map((row) => [row.text, row]));
      expect(byText.get(`${first.keyword} jobs`)).toMatchObject({ status: 'excluded', verdict: 'irrelevant', clicks: 6, cost_micros: 15_000_000 });
      expect(byText.get(`${second.keyword} salary`)).toMatchObject({ status: 'excluded', verdict: 'irrelevant' });
      expect(byText.get('pizza delivery near me')).toMatchObject({ status: 'excluded', verdict: 'irrelevant' });
      expect(byText.get(converting)).toMatchObject({ status: 'added', verdict: 'relevant' });
      expect(byText.get(first.keyword)).toMatchObject({ status: 'kept', verdict: 'relevant' });
      expect(byText.has('how to fix a bike')).toBe(false);

      // At Google: "jobs" and "salary" as campaign-wide phrase negatives, the unrelated search as an exact negative of its ad group only.
      const campaignNegatives = fake.store.of(customerId, 'campaign_criterion').filter((item) => item.fields.negative === true);
      expect(campaignNegatives.map((item) => [item.parent, (item.fields.keyword as { text: string }).text, (item.fields.keyword as { match_type: number }).match_type]).sort()).toEqual(
        [
          [first.platform_campaign_id, 'jobs', enums.KeywordMatchType.PHRASE],
          [second.platform_campaign_id, 'salary', enums.KeywordMatchType.PHRASE],
        ].sort(),
      );
      const groupCriteria = fake.store.of(customerId, 'ad_group_criterion');
      const groupNegatives = groupCriteria.filter((item) => item.fields.negative === true);
      expect(groupNegatives.map((item) => [item.parent, (item.fields.keyword as { text: string }).text, (item.fields.keyword as { match_type: number }).match_type])).toEqual([
        [first.platform_ad_group_id, 'pizza delivery near me', enums.KeywordMatchType.EXACT],
      ]);
      const added = groupCriteria.find((item) => item.fields.negative !== true && (item.fields.keyword as { text: string }).text === converting);
      expect(added?.parent).toBe(first.platform_ad_group_id);
      expect(added?.fields.keyword).toMatchObject({ match_type: enums.KeywordMatchType.EXACT });
      const [keywordRow] = await live.sql.query<{ platform_keyword_id: string; match_type: string; status: string }>(
        'select platform_keyword_id, match_type, status from keywords where business_id = $1 and text = $2',
        [business.businessId, converting],
      );
      expect(keywordRow).toEqual({ platform_keyword_id: added?.id, match_type: 'EXACT', status: 'active' });

      const log = await live.sql.query<{ title: string; message: string }>(
        `select title, message from activity_logs where business_id = $1 and details ? 'searchTerm' order by title`,
        [business.businessId],
      );
      expect(log.map((entry) => entry.title)).toEqual(
        [`Search "${first.keyword} jobs" excluded`, `Search "${second.keyword} salary" excluded`, 'Search "pizza delivery near me" excluded', `Search "${converting}" added as a keyword`].sort(),
      );
      expect(log.find((entry) => entry.title.includes('pizza'))?.message).toContain('Added the negative keyword "pizza delivery near me" (exact match) to the ad group.');

      // Run again: nothing decided twice, no write at Google.
      const mutates = fake.calls.filter((call) => call.kind === 'mutate').length;
      expect(await runJob(live.engine.context, { name: 'search-term-review', data: {} })).toMatchObject({ decided: 0 });
      expect(fake.calls.filter((call) => call.kind === 'mutate')).toHaveLength(mutates);

      // The tab's read: costliest first, the n-gram view names the waste.
      const listed = await live.engine.queries.listSearchTerms(business.ownerId);
      expect(listed.terms[0].text).toBe(first.keyword);
      expect(listed.ngrams.map((gram) => gram.text)).toContain('jobs');
      const jobs = listed.terms.find((item) => item.text === `${first.keyword} jobs`)!;
      expect(jobs).toMatchObject({ status: 'excluded', canUndo: true, negative: { text: 'jobs', matchType: 'PHRASE', level: 'campaign' } });

      // Undo: the negative is removed at Google; the search is the owner's from then on.
      const undone = await live.engine.commands.undoSearchTerm(business.ownerId, jobs.id);
      expect(undone.term).toMatchObject({ status: 'kept', ownerOverride: true, canUndo: false });
      expect(fake.store.of(customerId, 'campaign_criterion').filter((item) => item.fields.negative === true).map((item) => (item.fields.keyword as { text: string }).text)).toEqual(['salary']);
      await expect(live.engine.commands.undoSearchTerm(business.ownerId, jobs.id)).rejects.toMatchObject({ code: 'conflict' });
      const [ruleAgain] = await live.sql.query<{ status: string }>('select status from search_terms where id = $1', [jobs.id]);
      await runJob(live.engine.context, { name: 'search-term-review', data: {} });
      expect((await live.sql.query<{ status: string }>('select status from search_terms where id = $1', [jobs.id]))[0]).toEqual(ruleAgain);

      // Undo an added keyword: paused at Google.
      const addedTerm = listed.terms.find((item) => item.text === converting)!;
      await live.engine.commands.undoSearchTerm(business.ownerId, addedTerm.id);
      expect(fake.store.of(customerId, 'ad_group_criterion').find((item) => item.id === added?.id)?.fields.status).toBe(enums.AdGroupCriterionStatus.PAUSED);

      // Another owner's search is not found.
      await expect(live.engine.commands.undoSearchTerm(crypto.randomUUID(), addedTerm.id)).rejects.toMatchObject({ code: 'not_found' });
    });
  });
});
