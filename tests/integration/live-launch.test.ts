import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { enums } from 'google-ads-api/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runJob } from '../../engine/jobs/jobs';
import { criterionKey } from '../../engine/platform/google-ads/targeting-criteria';
import type { Targeting } from '../../schema/targeting';
import { createFakeGoogleAds, FAILURES, type MutateAnswer } from '../support/fake-google-ads';
import { createAccountStore, type StoredEntity } from '../support/fake-google-ads-store';
import { createLiveEngine, type LiveBusiness, type LiveEngine, PORTLAND, seedLiveBusiness } from '../support/live-launch-harness';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const ROOT = join(import.meta.dirname, '..', '..');
const NOW = Date.parse('2026-11-10T17:00:00Z');
const folder = mkdtempSync(join(tmpdir(), 'adpilot-live-launch-'));
let database: TestDatabase;
let customerSeq = 2_000_000_000;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
  rmSync(folder, { recursive: true, force: true });
});

const isEnabled = (campaign: StoredEntity) => {
  const status = campaign.fields.status;
  return status === enums.CampaignStatus.ENABLED || status === 'ENABLED';
};

/** What the product knows of its business: campaign rows by Google id. */
async function known(live: Pick<LiveEngine, 'sql'>, business: LiveBusiness) {
  return live.sql.query<{ platform_campaign_id: string; status: string; launch_key: string; name: string }>(
    'select platform_campaign_id, status, launch_key, name from campaigns where business_id = $1',
    [business.businessId],
  );
}

async function workflowOf(live: Pick<LiveEngine, 'sql'>, business: LiveBusiness) {
  const [row] = await live.sql.query<{ status: string; message: string | null }>('select status, message from workflows where id = $1', [business.workflowId]);
  return row;
}

/** Exactly the planned campaigns at Google, none twice, each known to the product, enabled and active. */
async function expectExactlyLaunched(live: Pick<LiveEngine, 'sql'>, business: LiveBusiness, atGoogle: StoredEntity[]) {
  const rows = await known(live, business);
  expect(atGoogle).toHaveLength(3);
  expect(new Set(atGoogle.map((campaign) => campaign.fields.name)).size).toBe(3);
  expect(rows).toHaveLength(3);
  expect(rows.map((row) => row.platform_campaign_id).sort()).toEqual(atGoogle.map((campaign) => campaign.id).sort());
  expect(rows.every((row) => row.status === 'active')).toBe(true);
  expect(atGoogle.every(isEnabled)).toBe(true);
  for (const row of rows) expect(atGoogle.find((campaign) => campaign.id === row.platform_campaign_id)?.fields.name).toBe(`${row.name} (AdPilot ${row.launch_key})`);
  expect((await workflowOf(live, business)).status).toBe('completed');
}

describe('a live launch without orphans', () => {
  // The launch makes 6 mutates: 3 campaign creates (paused, atomic each), then 3 enables.
  const steps = ['create campaign 1', 'create campaign 2', 'create campaign 3', 'enable campaign 1', 'enable campaign 2', 'enable campaign 3'];
  const faults: { kind: string; answer: () => MutateAnswer }[] = [
    { kind: 'Google refuses the mutate', answer: () => FAILURES.internal() },
    { kind: 'Google applies the mutate but the answer is lost', answer: () => 'lost' },
  ];
  for (const fault of faults) {
    for (const [index, step] of steps.entries()) {
      it(`${fault.kind} at "${step}": the retry ends with exactly the planned campaigns, all known and guarded`, async () => {
        const fake = createFakeGoogleAds();
        const live = createLiveEngine(database.url, fake, () => NOW);
        try {
          const customerId = String(customerSeq++);
          const business = await seedLiveBusiness(live.sql, { customerId, nowMs: NOW });
          fake.queueMutate(...Array.from({ length: index }, (): MutateAnswer => 'apply'), fault.answer());
          await expect(runJob(live.engine.context, { name: 'launch-business', data: business })).rejects.toThrow();

          const failed = await workflowOf(live, business);
          expect(failed.status).toBe('error');
          expect(failed.message).toMatch(/^Campaign ".+" could not be launched: .+ the launch can be retried and will finish the rest\.$/);
          // Nothing serves that the product does not know.
          const rows = await known(live, business);
          const enabledAtGoogle = fake.store.of(customerId, 'campaign').filter(isEnabled);
          for (const campaign of enabledAtGoogle) expect(rows.map((row) => row.platform_campaign_id)).toContain(campaign.id);

          await runJob(live.engine.context, { name: 'launch-business', data: business });
          await expectExactlyLaunched(live, business, fake.store.of(customerId, 'campaign'));
          // A completed launch run again changes nothing.
          await runJob(live.engine.context, { name: 'launch-business', data: business });
          expect(fake.store.of(customerId, 'campaign')).toHaveLength(3);
        } finally {
          await live.stop();
        }
      });
    }
  }

  it('a campaign the owner pauses while the launch runs stays paused when the launch finishes; the others start', async () => {
    const fake = createFakeGoogleAds();
    const live = createLiveEngine(database.url, fake, () => NOW);
    try {
      const customerId = String(customerSeq++);
      const business = await seedLiveBusiness(live.sql, { customerId, nowMs: NOW });
      // The three creates go through, the first enable is refused: the launch stops with three known, paused campaigns.
      fake.queueMutate('apply', 'apply', 'apply', FAILURES.internal());
      await expect(runJob(live.engine.context, { name: 'launch-business', data: business })).rejects.toThrow();
      const [, second] = await live.sql.query<{ id: string; platform_campaign_id: string }>(
        'select id, platform_campaign_id from campaigns where business_id = $1 order by created_at',
        [business.businessId],
      );
      const paused = await live.engine.commands.pauseCampaign(business.ownerId, second.id);
      expect(paused.campaign.status).toBe('paused');

      await runJob(live.engine.context, { name: 'launch-business', data: business });
      const rows = await live.sql.query<{ id: string; status: string; awaiting_launch: boolean }>(
        'select id, status, awaiting_launch from campaigns where business_id = $1 order by created_at',
        [business.businessId],
      );
      expect(rows.map((row) => row.status)).toEqual(['active', 'paused', 'active']);
      expect(rows.every((row) => !row.awaiting_launch)).toBe(true);
      const atGoogle = fake.store.of(customerId, 'campaign');
      expect(atGoogle.filter(isEnabled).map((campaign) => campaign.id).sort()).toEqual(
        atGoogle.filter((campaign) => campaign.id !== second.platform_campaign_id).map((campaign) => campaign.id).sort(),
      );
      const [entry] = await live.sql.query<{ title: string }>("select title from activity_logs where campaign_id = $1 and details->>'by' = 'owner'", [second.id]);
      expect(entry?.title).toBe('Campaign paused');
    } finally {
      await live.stop();
    }
  });

  it('Create Campaign on a live business: a lost answer, then the retry and a second click, end with one campaign, known and serving', async () => {
    const fake = createFakeGoogleAds();
    const live = createLiveEngine(database.url, fake, () => NOW);
    try {
      const customerId = String(customerSeq++);
      const business = await seedLiveBusiness(live.sql, { customerId, nowMs: NOW });
      await runJob(live.engine.context, { name: 'launch-business', data: business });
      const request = {
        campaignName: 'Winter Tune-Ups',
        budget: 300,
        previewAdVariants: [{ headlines: ['Winter Bike Tune-Ups', 'Harbor Bikes Portland', 'Book a Tune-Up'], descriptions: ['Get your bike ready for winter roads.', 'Same-week service in Portland.'] }],
      };
      // Google creates the campaign but its answer never arrives: nothing is recorded, nothing serves.
      fake.queueMutate('lost');
      await expect(live.engine.commands.createCampaign(business.ownerId, request)).rejects.toThrow();
      const named = () => fake.store.of(customerId, 'campaign').filter((campaign) => String(campaign.fields.name).startsWith('Winter Tune-Ups'));
      expect(named()).toHaveLength(1);
      expect(named().filter(isEnabled)).toHaveLength(0);

      // The owner tries again, then clicks once more: the campaign Google has is adopted, recorded once and started.
      const first = await live.engine.commands.createCampaign(business.ownerId, request);
      const second = await live.engine.commands.createCampaign(business.ownerId, request);
      expect(second.campaign.id).toBe(first.campaign.id);
      expect(first.campaign.status).toBe('active');
      expect(named()).toHaveLength(1);
      expect(named().filter(isEnabled)).toHaveLength(1);
      const rows = await live.sql.query<{ id: string }>("select id from campaigns where business_id = $1 and name = 'Winter Tune-Ups'", [business.businessId]);
      expect(rows).toHaveLength(1);
    } finally {
      await live.stop();
    }
  });

  it('every launched campaign carries the business’s locations and languages, presence only', async () => {
    const fake = createFakeGoogleAds();
    const live = createLiveEngine(database.url, fake, () => NOW);
    try {
      const berlin: Targeting = {
        locations: [{ kind: 'place', name: 'Berlin', countryCode: 'DE', label: 'Berlin' }],
        languages: ['de', 'en'],
      };
      const cases = [
        { targeting: PORTLAND, timeZone: 'America/Los_Angeles', currencyCode: 'GBP', criteria: ['proximity|800 SE Hawthorne Blvd, Portland, OR 97214|US|10', 'language|languageConstants/1000'] },
        { targeting: berlin, timeZone: 'Europe/Berlin', currencyCode: 'EUR', criteria: ['geo|geoTargetConstants/1003854', 'language|languageConstants/1001', 'language|languageConstants/1000'] },
      ];
      for (const item of cases) {
        const customerId = String(customerSeq++);
        const business = await seedLiveBusiness(live.sql, { customerId, nowMs: NOW, targeting: item.targeting, timeZone: item.timeZone, currencyCode: item.currencyCode });
        await runJob(live.engine.context, { name: 'launch-business', data: business });
        const campaigns = fake.store.of(customerId, 'campaign');
        expect(campaigns).toHaveLength(3);
        for (const campaign of campaigns) {
          expect(campaign.fields.geo_target_type_setting).toEqual({
            positive_geo_target_type: enums.PositiveGeoTargetType.PRESENCE,
            negative_geo_target_type: enums.NegativeGeoTargetType.PRESENCE,
          });
          const criteria = fake.store.of(customerId, 'campaign_criterion').filter((criterion) => criterion.parent === campaign.id);
          expect(criteria.map((criterion) => criterionKey(criterion.fields))).toEqual(item.criteria);
        }
      }
    } finally {
      await live.stop();
    }
  });

  it('a location Google cannot find is shown to the owner before anything launches; corrected, the launch goes on', async () => {
    const fake = createFakeGoogleAds();
    const live = createLiveEngine(database.url, fake, () => NOW);
    try {
      const customerId = String(customerSeq++);
      const atlantis: Targeting = { locations: [{ kind: 'place', name: 'Atlantis', countryCode: 'GB', label: 'Atlantis, UK' }], languages: ['en'] };
      const business = await seedLiveBusiness(live.sql, { customerId, nowMs: NOW, targeting: atlantis });
      await expect(runJob(live.engine.context, { name: 'launch-business', data: business })).rejects.toThrow('Google Ads could not find "Atlantis, UK"');
      expect(await workflowOf(live, business)).toEqual({ status: 'error', message: 'Google Ads could not find "Atlantis, UK". Correct it in your targeting before launch.' });
      const [entry] = await live.sql.query<{ title: string; level: string }>('select title, level from activity_logs where business_id = $1 and title like $2', [
        business.businessId,
        'Targeting%',
      ]);
      expect(entry).toEqual({ title: 'Targeting to correct before launch', level: 'warning' });
      expect(fake.calls.filter((call) => call.kind === 'mutate')).toHaveLength(0);

      await live.sql.query('update businesses set targeting = $2 where id = $1', [
        business.businessId,
        JSON.stringify({ locations: [{ kind: 'place', name: 'Stockport', countryCode: 'GB', label: 'Stockport' }], languages: ['en'] }),
      ]);
      await runJob(live.engine.context, { name: 'launch-business', data: business });
      const criteria = fake.store.of(customerId, 'campaign_criterion').map((criterion) => criterionKey(criterion.fields));
      expect(criteria.filter((key) => key === 'geo|geoTargetConstants/1007000')).toHaveLength(3);
    } finally {
      await live.stop();
    }
  });

  it('changed locations update every campaign’s criteria at Google, only where they differ; an unknown place changes nothing', async () => {
    const fake = createFakeGoogleAds();
    const live = createLiveEngine(database.url, fake, () => NOW);
    try {
      const customerId = String(customerSeq++);
      const business = await seedLiveBusiness(live.sql, { customerId, nowMs: NOW });
      await runJob(live.engine.context, { name: 'launch-business', data: business });
      const oregon: Targeting = { locations: [{ kind: 'place', name: 'Oregon', countryCode: 'US', label: 'Oregon' }], languages: ['en', 'es'] };
      const mutates = () => fake.calls.filter((call) => call.kind === 'mutate').length;
      const before = mutates();
      await live.engine.commands.changeTargeting(business.ownerId, oregon);
      expect(mutates() - before).toBe(3);
      for (const campaign of fake.store.of(customerId, 'campaign')) {
        const keys = fake.store.of(customerId, 'campaign_criterion').filter((item) => item.parent === campaign.id).map((item) => criterionKey(item.fields));
        expect(keys.sort()).toEqual(['geo|geoTargetConstants/21167', 'language|languageConstants/1000', 'language|languageConstants/1003']);
      }
      await live.engine.commands.changeTargeting(business.ownerId, oregon);
      expect(mutates() - before).toBe(3);

      const atlantis: Targeting = { locations: [{ kind: 'place', name: 'Atlantis', countryCode: 'US', label: 'Atlantis' }], languages: ['en'] };
      await expect(live.engine.commands.changeTargeting(business.ownerId, atlantis)).rejects.toThrow('Google Ads could not find "Atlantis"');
      const [stored] = await live.sql.query<{ targeting: Targeting }>('select targeting from businesses where id = $1', [business.businessId]);
      expect(stored.targeting).toEqual(oregon);
    } finally {
      await live.stop();
    }
  });

  it('a process killed with SIGKILL after the first of three campaign mutates, then restarted, ends with exactly three campaigns', async () => {
    const stateFile = join(folder, 'google-ads-account.json');
    const sql = createLiveEngine(database.url, createFakeGoogleAds(), () => NOW);
    const customerId = String(customerSeq++);
    const business = await seedLiveBusiness(sql.sql, { customerId, nowMs: NOW });
    const run = (killAfter: number) =>
      new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/launch-child.ts'], {
          cwd: ROOT,
          env: { ...process.env, DATABASE_URL: database.url, BUSINESS_ID: business.businessId, WORKFLOW_ID: business.workflowId, STATE_FILE: stateFile, KILL_AFTER_CAMPAIGNS: String(killAfter) },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk));
        child.on('exit', (code, signal) => resolve({ code, signal, output }));
      });
    try {
      const killed = await run(1);
      expect(killed.signal).toBe('SIGKILL');
      // Google holds the first campaign (paused: it cannot spend unwatched); the product holds none yet.
      const afterKill = createAccountStore(stateFile).of(customerId, 'campaign');
      expect(afterKill).toHaveLength(1);
      expect(isEnabled(afterKill[0])).toBe(false);
      expect(await known(sql, business)).toHaveLength(0);

      const restarted = await run(0);
      expect(restarted.output).toContain('launch finished');
      expect(restarted.code).toBe(0);
      await expectExactlyLaunched(sql, business, createAccountStore(stateFile).of(customerId, 'campaign'));
    } finally {
      await sql.stop();
    }
  }, 60_000);
});
