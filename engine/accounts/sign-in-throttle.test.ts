import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-database';
import { Database } from '../persistence/sql';
import { DEFAULT_SIGN_IN_DELAY_POLICY } from './sign-in-delay';
import { accountThrottleKey, claimSignInAttempt, clearSignInFailures, deleteStaleSignInThrottles } from './sign-in-throttle';

const START = Date.parse('2026-11-25T12:00:00Z');
const at = (ms: number) => new Date(START + ms);
let database: TestDatabase;
let sql: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  sql = new Database(database.url, { max: 4 });
});

afterAll(async () => {
  await sql?.close();
  await database?.drop();
});

describe('the shared sign-in throttle row (one upsert per attempt)', () => {
  it('lets 5 checks through, then locks for the schedule: a locked attempt changes nothing and says how long is left', async () => {
    const key = accountThrottleKey('Schedule@Example.com ');
    expect(key).toBe(accountThrottleKey('schedule@example.com'));
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await claimSignInAttempt(sql, key, at(0), DEFAULT_SIGN_IN_DELAY_POLICY)).toEqual({ allowed: true, failures: attempt, lockedUntil: at(0) });
    }
    // The fifth check earns the first wait (1 s) if it fails; the sixth, at +0.4 s, is refused.
    expect(await claimSignInAttempt(sql, key, at(0), DEFAULT_SIGN_IN_DELAY_POLICY)).toEqual({ allowed: true, failures: 5, lockedUntil: at(1_000) });
    expect(await claimSignInAttempt(sql, key, at(400), DEFAULT_SIGN_IN_DELAY_POLICY)).toEqual({ allowed: false, retryAfterMs: 600 });
    expect(await claimSignInAttempt(sql, key, at(999), DEFAULT_SIGN_IN_DELAY_POLICY)).toEqual({ allowed: false, retryAfterMs: 1 });
    // Refused attempts did not count: the next check is the sixth, and waits 2 s.
    expect(await claimSignInAttempt(sql, key, at(1_000), DEFAULT_SIGN_IN_DELAY_POLICY)).toEqual({ allowed: true, failures: 6, lockedUntil: at(3_000) });
    expect(await claimSignInAttempt(sql, key, at(3_000), DEFAULT_SIGN_IN_DELAY_POLICY)).toEqual({ allowed: true, failures: 7, lockedUntil: at(7_000) });
  });

  it('caps the wait at 15 minutes', async () => {
    const key = accountThrottleKey('cap@example.com');
    let now = 0;
    let last = await claimSignInAttempt(sql, key, at(now), DEFAULT_SIGN_IN_DELAY_POLICY);
    for (let attempt = 2; attempt <= 20; attempt++) {
      if (!last.allowed) throw new Error('refused');
      now = last.lockedUntil.getTime() - START;
      last = await claimSignInAttempt(sql, key, at(now), DEFAULT_SIGN_IN_DELAY_POLICY);
    }
    expect(last).toEqual({ allowed: true, failures: 20, lockedUntil: at(now + 900_000) });
  });

  it('lets only the allowed number of parallel attempts through one unlocked moment', async () => {
    const key = accountThrottleKey('parallel@example.com');
    const claims = await Promise.all(Array.from({ length: 12 }, () => claimSignInAttempt(sql, key, at(0), DEFAULT_SIGN_IN_DELAY_POLICY)));
    // Five free checks, and the fifth locks: the other seven are refused without a check.
    expect(claims.filter((claim) => claim.allowed)).toHaveLength(5);
    expect(claims.filter((claim) => !claim.allowed)).toHaveLength(7);
  });

  it('forgets failures after a quiet day, clears them on success, and deletes rows quiet for a day', async () => {
    const key = accountThrottleKey('quiet@example.com');
    for (let attempt = 1; attempt <= 5; attempt++) await claimSignInAttempt(sql, key, at(0), DEFAULT_SIGN_IN_DELAY_POLICY);
    expect(await claimSignInAttempt(sql, key, at(25 * 3_600_000), DEFAULT_SIGN_IN_DELAY_POLICY)).toMatchObject({ allowed: true, failures: 1 });

    await clearSignInFailures(sql, [key]);
    expect(await sql.query('select 1 from sign_in_throttles where key = $1', [key])).toEqual([]);

    const stale = accountThrottleKey('stale@example.com');
    await claimSignInAttempt(sql, stale, at(0), DEFAULT_SIGN_IN_DELAY_POLICY);
    const fresh = accountThrottleKey('fresh@example.com');
    await claimSignInAttempt(sql, fresh, at(20 * 3_600_000), DEFAULT_SIGN_IN_DELAY_POLICY);
    await deleteStaleSignInThrottles(sql, at(25 * 3_600_000), DEFAULT_SIGN_IN_DELAY_POLICY);
    const left = (await sql.query<{ key: string }>('select key from sign_in_throttles where key = any($1::varchar[])', [[stale, fresh]])).map((row) => row.key);
    expect(left).toEqual([fresh]);
  });
});
