import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../engine/accounts/credentials';
import type { Engine } from '../../engine/engine';
import { type DomainEvent, domainEvent } from '../../engine/events/domain-events';
import { runUnit } from '../../engine/events/unit-of-work';
import { Database } from '../../engine/persistence/sql';
import { VirtualClock } from '../../engine/seed/virtual-clock';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { createTestEngine } from '../support/test-engine';

/**
 * A demo business's simulated day runs its hours' units of work in one transaction with its demo
 * account held open (engine/demo-clock/run-demo-hours.ts): each unit is a savepoint, nothing is seen
 * or pushed before the day commits, and a unit that fails with the account open fails the whole day.
 */
describe('one transaction for a simulated day', () => {
  let database: TestDatabase;
  let engine: Engine;
  let other: Database;
  let businessId: string;
  const pushed: DomainEvent[] = [];

  const titles = async (db: Database) =>
    (await db.query<{ title: string }>("select title from activity_logs where title in ('a', 'b', 'c', 'd', 'e') order by title")).map((row) => row.title);
  const stateMd5 = async () => (await other.query<{ md5: string }>('select md5(demo_state::text) as md5 from businesses where id = $1', [businessId]))[0].md5;
  const logUnit = (title: string, fail = false) =>
    runUnit(engine.context.db, engine.context.bus, async (unit) => {
      await unit.tx.query(
        `insert into activity_logs (id, business_id, event_type, level, title, message, details, created_at) values (gen_random_uuid(), $1, 'automation', 'info', $2, '', '{}', now())`,
        [businessId, title],
      );
      unit.emit(domainEvent('hierarchy.changed', businessId, { businessId }));
      if (fail) throw new Error(`unit ${title} fails`);
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    const clock = new VirtualClock(Date.parse('2026-03-02T09:00:00Z'));
    engine = createTestEngine(database, clock);
    other = new Database(database.url, { max: 2 });
    const owner = await signUp(database.orm.em.fork(), { email: 'day@example.com', password: 'day-password-1' });
    await engine.commands.createBusiness(owner.id, { businessName: 'Harbor Bikes', websiteUrl: 'https://harborbikes.example', monthlyBudget: 3000, paymentConfirmed: true });
    await engine.drainInlineJobs();
    [{ id: businessId }] = await other.query<{ id: string }>('select id from businesses');
    engine.context.bus.subscribe((event) => {
      if (event.name === 'hierarchy.changed') pushed.push(event);
    });
  });

  afterAll(async () => {
    await other?.close();
    await engine?.stop();
    await database?.drop();
  });

  it('commits its units once, keeps a failed unit out, and pushes only after the commit', async () => {
    const { db, bus } = engine.context;
    await bus.holdWhile(() =>
      db.inOneTransaction(async () => {
        await logUnit('a');
        await expect(logUnit('b', true)).rejects.toThrow('unit b fails');
        await logUnit('c');
        expect(await titles(db)).toEqual(['a', 'c']);
        expect(await titles(other)).toEqual([]);
        expect(pushed).toEqual([]);
      }),
    );
    expect(await titles(other)).toEqual(['a', 'c']);
    // Two "reload" pushes of one business are sent once.
    expect(pushed).toHaveLength(1);
  });

  it('holds the demo account open: one simulator for every unit, written once at the end', async () => {
    const { db, bus, platforms } = engine.context;
    const before = await stateMd5();
    pushed.length = 0;
    await bus.holdWhile(() =>
      db.inOneTransaction(() =>
        platforms.holdOpen(db, async () => {
          const first = await db.transaction((tx) => platforms.openOne(tx, businessId));
          const second = await db.transaction(async (tx) => {
            const platform = await platforms.openOne(tx, businessId);
            await platforms.save(tx, new Map([[businessId, platform]]));
            return platform;
          });
          expect(second).toBe(first);
          // Held accounts are called directly, never booked for.
          expect((await db.transaction((tx) => platforms.book(tx, new Map([[businessId, [{ kind: 'adStatus', adId: 'x', status: 'PAUSED' }]]]), Date.now()))).size).toBe(0);
          await logUnit('d');
          expect(await stateMd5()).toBe(before);
        }),
      ),
    );
    expect(await titles(other)).toEqual(['a', 'c', 'd']);
    expect(pushed).toHaveLength(1);
  });

  it('fails the whole day, and pushes nothing, when a unit fails with the account open', async () => {
    const { db, bus, platforms } = engine.context;
    const before = await stateMd5();
    pushed.length = 0;
    const day = bus.holdWhile(() =>
      db.inOneTransaction(() =>
        platforms.holdOpen(db, async () => {
          await logUnit('e');
          await db
            .transaction(async (tx) => {
              await platforms.openOne(tx, businessId);
              throw new Error('a job fails mid-way');
            })
            .catch(() => undefined);
        }),
      ),
    );
    await expect(day).rejects.toThrow('its simulated day is rolled back');
    expect(await titles(other)).toEqual(['a', 'c', 'd']);
    expect(await stateMd5()).toBe(before);
    expect(pushed).toEqual([]);
  });
});
