/** Runs the demo seed once on a throwaway PostgreSQL database and prints what it made (a smoke check). */
import pg from 'pg';
import { createOfflineStrategist } from '../../engine/ai/offline-strategist';
import { migrate, openOrm } from '../../engine/db/orm';
import { createEngine } from '../../engine/engine';
import { seedDemoBusiness } from '../../engine/seed/seed-demo-business';
import { VirtualClock } from '../../engine/seed/virtual-clock';

const url = 'postgresql://postgres@127.0.0.1:5432/adpilot_seed_smoke';
const admin = new pg.Client({ connectionString: 'postgresql://postgres@127.0.0.1:5432/postgres' });
await admin.connect();
await admin.query('drop database if exists adpilot_seed_smoke with (force)');
await admin.query('create database adpilot_seed_smoke');
await admin.end();
const orm = await openOrm(url);
await migrate(orm, url);
const clock = new VirtualClock(Date.parse('2026-03-02T09:00:00Z'));
const engine = createEngine({ databaseUrl: url, strategist: createOfflineStrategist(), clock: clock.now, jobMode: 'inline', analyzeSite: async () => ({ error: 'offline' }) });
const started = performance.now();
const seeded = await seedDemoBusiness({ orm, engine, clock, days: Number(process.argv[2] ?? 16) });
const campaigns = await engine.queries.listCampaigns(seeded.userId);
const history = await engine.queries.getCampaignHistory(seeded.userId, campaigns[0].id);
const logs = await engine.queries.listActivityLogs(seeded.userId, { limit: 500 });
console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(campaigns.map((c) => `${c.name}: ${c.status} round ${c.tournamentRound} state ${c.tournamentState} spent $${c.spent}`).join('\n'));
console.log(`history rounds of the first campaign: ${history.rounds.length}; log entries by type:`, Object.fromEntries(['automation', 'budget_audit', 'metrics_sync'].map((t) => [t, logs.filter((l) => l.eventType === t).length])));
console.log('business', await engine.queries.getMyBusiness(seeded.userId));
await engine.stop();
await orm.close();
