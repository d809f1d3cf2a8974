import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountThrottleKey } from '../../engine/accounts/sign-in-throttle';
import { createThrowawayDatabase, type ProductProcess, serverDatabaseUrl, startProductProcess, type ThrowawayDatabase, waitFor } from '../support/cluster';

/**
 * The per-account sign-in throttle across two real web processes on one PostgreSQL, with the
 * default limits (5 free failures, then 1 s, 2 s, 4 s …; 10 attempts per address a minute per
 * process). TRUST_PROXY lets each request name its client address in X-Forwarded-For (and say it
 * came through TLS, so the Secure cookies are set), the way a proxy in front would.
 */

const PASSWORD = 'correct horse battery';
const WRONG = 'not the password';
const ATTACKERS = Array.from({ length: 7 }, (_, index) => `203.0.113.${index + 1}`);
let database: ThrowawayDatabase;
let webA: ProductProcess;
let webB: ProductProcess;
let ownerDevice: string;

interface Answer {
  status: number;
  retryAfter: number | null;
  body: { code?: string; message?: string; email?: string };
  cookies: string[];
}

async function post(base: string, path: string, body: object, options: { address: string; cookie?: string }): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // TLS ended in front (X-Forwarded-Proto): the request's own origin is https.
      origin: base.replace(/^http:/, 'https:'),
      'x-forwarded-for': options.address,
      'x-forwarded-proto': 'https',
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  const retryAfter = response.headers.get('retry-after');
  return {
    status: response.status,
    retryAfter: retryAfter === null ? null : Number(retryAfter),
    body: (await response.json()) as Answer['body'],
    cookies: response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]),
  };
}

const signIn = (base: string, email: string, password: string, address: string, cookie?: string) =>
  post(base, '/api/auth/signin', { email, password }, { address, cookie });

/** The trusted-device cookie (and its signature) of a response, as a Cookie header, without the session. */
function deviceCookieOf(answer: Answer): string {
  const cookies = answer.cookies.filter((cookie) => cookie.startsWith('adpilot.device'));
  expect(cookies).toHaveLength(2);
  return cookies.join('; ');
}

async function signUp(email: string, address: string): Promise<Answer> {
  const answer = await post(webA.url, '/api/auth/signup', { email, password: PASSWORD }, { address });
  expect(answer.status).toBe(201);
  return answer;
}

/** 60 wrong passwords for `email`, one after another, from the 7 addresses in turn, alternating the two processes. */
async function guess(emails: string[], count = 60): Promise<Map<string, Answer[]>> {
  const answers = new Map(emails.map((email) => [email, [] as Answer[]]));
  for (let index = 0; index < count; index++) {
    for (const email of emails) {
      answers.get(email)!.push(await signIn(index % 2 === 0 ? webA.url : webB.url, email, `${WRONG} ${index}`, ATTACKERS[index % ATTACKERS.length]));
    }
  }
  return answers;
}

async function throttleRow(email: string): Promise<{ failures: number; locked_until: Date } | undefined> {
  const [row] = await database.query<{ failures: number; locked_until: Date }>('select failures, locked_until from sign_in_throttles where key = $1', [
    accountThrottleKey(email),
  ]);
  return row;
}

beforeAll(async () => {
  database = await createThrowawayDatabase(await serverDatabaseUrl(), 'adpilot_throttle');
  const env = { DATABASE_URL: database.url, SESSION_SECRET: 'throttle-test-session-secret', TRUST_PROXY: '1' };
  // The first process migrates; the second starts once the schema is there.
  webA = await startProductProcess('web', env);
  webB = await startProductProcess('web', env);
}, 120_000);

afterAll(async () => {
  for (const process of [webA, webB]) if (process && process.child.exitCode === null) process.child.kill('SIGKILL');
  await Promise.all([webA, webB].filter(Boolean).map((process) => process.exited()));
  await database?.drop();
});

describe('the per-account sign-in throttle across two web processes', () => {
  it('refuses most of 60 wrong passwords from 7 addresses without checking them, then lets the owner in from their browser', async () => {
    const owner = 'throttled-owner@example.com';
    ownerDevice = deviceCookieOf(await signUp(owner, '198.51.100.10'));

    const answers = (await guess([owner])).get(owner)!;
    const checked = answers.filter((answer) => answer.status === 401);
    const refused = answers.filter((answer) => answer.status === 429);
    console.log(`[throttle] 60 wrong passwords from 7 addresses over 2 processes: ${checked.length} checked (401), ${refused.length} refused (429)`);
    expect(checked.length + refused.length).toBe(60);
    expect(answers.slice(0, 5).map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
    expect(refused.length).toBeGreaterThanOrEqual(45);
    for (const answer of refused) {
      expect(answer.body.code).toBe('rate_limited');
      expect(answer.body.message).toMatch(/^Too many failed sign-in attempts for this account\. Try again in \d+ seconds?\.$/);
      expect(answer.retryAfter).toBeGreaterThanOrEqual(1);
    }
    // Every checked password is counted in the shared row, and only those: the 429s checked nothing.
    expect((await throttleRow(owner))?.failures).toBe(checked.length);

    // Held locked (more than 3 s left) so that the next answers, on a busy machine, meet the lock, not its end.
    let last = refused.at(-1)!;
    for (let index = 0; (last.status !== 429 || last.retryAfter! < 4) && index < 40; index++) {
      if (last.status === 429) await new Promise((resolve) => setTimeout(resolve, 1_000));
      last = await signIn(webB.url, owner, WRONG, ATTACKERS[index % 7]);
    }
    expect(last.retryAfter).toBeGreaterThanOrEqual(4);
    // The lock is the account's: the right password from a new browser waits too, on either process,
    // and sign-up with the taken address (which signs its owner in) is no way around it.
    expect((await signIn(webA.url, owner, PASSWORD, '198.51.100.77')).status).toBe(429);
    expect((await post(webB.url, '/api/auth/signup', { email: owner, password: WRONG }, { address: '198.51.100.78' })).status).toBe(429);

    // The owner's browser (its device cookie from sign-up on A) gets in on B, from an attacker's address.
    const owners = await signIn(webB.url, owner, PASSWORD, ATTACKERS[0], ownerDevice);
    expect(owners.status).toBe(200);
    expect(owners.body.email).toBe(owner);
    ownerDevice = deviceCookieOf(owners);

    // A success clears the account's failures: the next wrong password is checked again (401).
    expect(await throttleRow(owner)).toBeUndefined();
    expect((await signIn(webA.url, owner, WRONG, ATTACKERS[1])).status).toBe(401);
  }, 120_000);

  it('answers an unknown e-mail exactly as a known one: the same statuses, messages and delays', async () => {
    const known = 'known-account@example.com';
    const unknown = 'nobody-here@example.com';
    await signUp(known, '198.51.100.20');
    const answers = await guess([known, unknown], 30);
    const [ofKnown, ofUnknown] = [answers.get(known)!, answers.get(unknown)!];
    const statuses = (list: Answer[]) => list.map((answer) => answer.status);
    console.log(`[throttle] known: ${statuses(ofKnown).join(' ')}\n[throttle] unknown: ${statuses(ofUnknown).join(' ')}`);
    const firstFive = [401, 401, 401, 401, 401];
    expect(statuses(ofKnown).slice(0, 5)).toEqual(firstFive);
    expect(statuses(ofUnknown).slice(0, 5)).toEqual(firstFive);
    // Interleaved, the two meet the same locks; on a busy machine one may straddle a lock's end the
    // other just misses, so the counts may differ by one.
    const count = (list: Answer[], status: number) => list.filter((answer) => answer.status === status).length;
    expect(count(ofKnown, 401) + count(ofKnown, 429)).toBe(30);
    expect(count(ofUnknown, 401) + count(ofUnknown, 429)).toBe(30);
    expect(count(ofKnown, 429)).toBeGreaterThanOrEqual(15);
    expect(Math.abs(count(ofKnown, 401) - count(ofUnknown, 401))).toBeLessThanOrEqual(1);
    // The same words, but for the number of seconds left.
    const words = (list: Answer[], status: number) => [...new Set(list.filter((answer) => answer.status === status).map((answer) => answer.body.message?.replace(/\d+ (second|minute)s?/g, 'N $1s')))];
    expect(words(ofKnown, 401)).toEqual(['Incorrect e-mail or password']);
    expect(words(ofUnknown, 401)).toEqual(['Incorrect e-mail or password']);
    expect(words(ofKnown, 429)).toEqual(words(ofUnknown, 429));
    expect((await throttleRow(known))?.failures).toBe(count(ofKnown, 401));
    expect((await throttleRow(unknown))?.failures).toBe(count(ofUnknown, 401));
  }, 120_000);

  it("does not refuse the owner's browser for someone else's failures from the same address", async () => {
    const shared = '192.0.2.50';
    // Someone at the owner's address uses up the address's minute on process A (10 attempts).
    const others = [];
    for (let index = 0; index < 12; index++) others.push((await signIn(webA.url, `guess-${index}@example.com`, WRONG, shared)).status);
    expect(others.slice(10)).toEqual([429, 429]);
    // Another person there, without a device cookie, is held by the address's limit…
    expect((await signIn(webA.url, 'known-account@example.com', PASSWORD, shared)).status).toBe(429);
    // …the owner, from the browser they signed in with before, is not.
    const owners = await signIn(webA.url, 'throttled-owner@example.com', PASSWORD, shared, ownerDevice);
    expect(owners.status).toBe(200);
  });

  it("mails each locked account's owner once a day, and nobody for an unknown e-mail", async () => {
    const mails = await waitFor(
      async () => {
        const rows = await database.query<{ to_address: string; subject: string }>("select to_address, subject from mails where kind = 'account-locked' order by to_address");
        return rows.length >= 2 ? rows : undefined;
      },
      { timeoutMs: 10_000, what: 'the account-locked mails' },
    );
    // The owner's account was locked many times over (and again after the success): one mail.
    expect(mails).toEqual([
      { to_address: 'known-account@example.com', subject: 'Someone is trying to sign in to your AdPilot account' },
      { to_address: 'throttled-owner@example.com', subject: 'Someone is trying to sign in to your AdPilot account' },
    ]);
  });

  it('deletes rows quiet for a day on the next failure', async () => {
    await database.query("insert into sign_in_throttles (key, failures, locked_until, updated_at) values ('stale', 9, now() - interval '2 days', now() - interval '2 days')");
    expect((await signIn(webB.url, 'someone-new@example.com', WRONG, '198.51.100.99')).status).toBe(401);
    await waitFor(async () => (await database.query("select 1 from sign_in_throttles where key = 'stale'")).length === 0, {
      timeoutMs: 5_000,
      what: 'the stale row to be deleted',
    });
  });
});
