import { createHash } from 'node:crypto';
import type { Sql } from '../engine/persistence/sql';

type SessionData = Record<string, unknown>;

const MAX_CACHED_MS = 5 * 60_000;

/**
 * Sessions read in this process, kept while the change feed is live: every other process's
 * update or delete of a session row (sign-out, a new sign-in, the expiry sweep) arrives as the
 * SHA-256 of its id and drops the copy here. Without a live feed nothing is kept.
 */
export class SessionCache {
  private live = false;
  private readonly byKey = new Map<string, { data: SessionData; expiresAt: number; hash: string }>();
  private readonly keyByHash = new Map<string, string>();
  /**
   * Bumped by every change heard of: a read that began before a change may have read the row as it
   * was, so it is kept only if nothing changed meanwhile (`put` with the version from `begin`).
   */
  private version = 0;

  constructor(private readonly maxEntries = 50_000) {}

  setLive(live: boolean): void {
    this.live = live;
    this.version++;
    this.byKey.clear();
    this.keyByHash.clear();
  }

  changed(hash: string): void {
    this.version++;
    const key = this.keyByHash.get(hash);
    if (key) this.forget(key);
  }

  get(key: string): SessionData | undefined {
    const entry = this.byKey.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.forget(key);
      return undefined;
    }
    return entry.data;
  }

  /** The version to hand to `put` for a read about to start. */
  begin(): number {
    return this.version;
  }

  put(key: string, data: SessionData, expiresAt: number, readAt: number): void {
    if (!this.live || readAt !== this.version) return;
    if (this.byKey.size >= this.maxEntries) {
      const oldest = this.byKey.keys().next().value;
      if (oldest !== undefined) this.forget(oldest);
    }
    const hash = createHash('sha256').update(key).digest('hex');
    // Kept a few minutes at most, as a second line behind the change feed.
    this.byKey.set(key, { data, expiresAt: Math.min(expiresAt, Date.now() + MAX_CACHED_MS), hash });
    this.keyByHash.set(hash, key);
  }

  forget(key: string): void {
    this.version++;
    const entry = this.byKey.get(key);
    if (!entry) return;
    this.byKey.delete(key);
    this.keyByHash.delete(entry.hash);
  }
}

/**
 * koa-session's external store in PostgreSQL: sessions outlive restarts and are shared by every
 * web process. Expired rows are ignored on read and swept now and then. It reads through a plain
 * `pg` pool rather than the ORM (the ORM's query builder cost a tenth of a dashboard read's CPU),
 * and through `cache` when given (a dashboard read then needs no session query at all).
 */
export function createSessionStore(sql: Sql, cache?: SessionCache) {
  let lastSweep = 0;
  return {
    async get(key: string): Promise<SessionData | undefined> {
      const cached = cache?.get(key);
      if (cached) return cached;
      const readAt = cache?.begin() ?? 0;
      const rows = await sql.query<{ data: SessionData; expires_at: Date }>(
        'select data, expires_at from sessions where id = $1 and expires_at > now()',
        [key],
      );
      const row = rows[0];
      if (row) cache?.put(key, row.data, row.expires_at.getTime(), readAt);
      return row?.data;
    },
    async set(key: string, session: SessionData, maxAge: number): Promise<void> {
      const expiresAt = new Date(Date.now() + (typeof maxAge === 'number' ? maxAge : 86_400_000));
      cache?.forget(key);
      await sql.query(
        `insert into sessions (id, data, expires_at) values ($1, $2, $3)
         on conflict (id) do update set data = excluded.data, expires_at = excluded.expires_at`,
        [key, JSON.stringify(session), expiresAt],
      );
      if (Date.now() - lastSweep > 3_600_000) {
        lastSweep = Date.now();
        await sql.query('delete from sessions where expires_at < now()');
      }
    },
    async destroy(key: string): Promise<void> {
      cache?.forget(key);
      await sql.query('delete from sessions where id = $1', [key]);
    },
  };
}
