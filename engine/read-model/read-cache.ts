import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';

const gzip = promisify(gzipCallback);

/** A read's answer, serialized once and served to every request until the business changes. */
export interface CachedRead {
  /** The JSON text, UTF-8. */
  readonly json: Buffer;
  /** Strong validator of the bytes: the same answer has the same ETag in every process. */
  readonly etag: string;
  /** The JSON gzipped, made on first demand (in the thread pool) and kept with the entry. */
  gzipped(): Promise<Buffer>;
}

export interface ReadCacheOptions {
  /** Upper bound of the cached JSON bytes (gzip copies add about a tenth); least recently read go first. */
  maxBytes?: number;
}

interface Load {
  stale: boolean;
  promise: Promise<CachedRead>;
}

const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
const KEY_SEPARATOR = '\u0000';

/**
 * The dashboard's hot reads (campaign list, ad-testing hierarchy), kept serialized per business
 * and dropped the moment that business's rows change.
 *
 * It serves entries only while it is told of every change (`setLive(true)`, given while the
 * change feed's LISTEN connection is up); across a break of the feed it is emptied and bypassed.
 * Correctness does not depend on timing: a load that overlaps an invalidation of its business is
 * handed to the requests that were waiting for it but never stored, nor joined by a later request.
 */
export class ReadCache {
  private live = false;
  private readonly maxBytes: number;
  private bytes = 0;
  /** `${businessId}\0${name}` -> entry, least recently read first (Map keeps insertion order). */
  private readonly entries = new Map<string, CachedRead>();
  private readonly loads = new Map<string, Load>();
  private readonly names = new Set<string>();
  /** Owner -> business. A business never changes owner, so only a reset clears these. */
  private readonly businessOfUser = new Map<string, string>();
  readonly stats = { hits: 0, misses: 0, invalidations: 0 };

  constructor(options: ReadCacheOptions = {}) {
    this.maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  }

  /** True while entries may be served. */
  get enabled(): boolean {
    return this.live;
  }

  /** The change feed is up (true) or broken (false); either way nothing cached before is trusted. */
  setLive(live: boolean): void {
    this.live = live;
    this.entries.clear();
    this.bytes = 0;
    this.businessOfUser.clear();
    for (const load of this.loads.values()) load.stale = true;
    this.loads.clear();
  }

  /** Rows of this business changed (committed): its entries and in-flight loads are dropped. */
  invalidate(businessId: string): void {
    this.stats.invalidations++;
    for (const name of this.names) {
      const key = businessId + KEY_SEPARATOR + name;
      const entry = this.entries.get(key);
      if (entry) {
        this.entries.delete(key);
        this.bytes -= entry.json.length;
      }
      const load = this.loads.get(key);
      if (load) {
        load.stale = true;
        this.loads.delete(key);
      }
    }
  }

  /** Invalidates the business a user owns, if it is known here. */
  invalidateOwnedBy(userId: string): void {
    const businessId = this.businessOfUser.get(userId);
    if (businessId) this.invalidate(businessId);
  }

  /** The user's business id, asked of `lookup` once per user while live. */
  async businessOf(userId: string, lookup: (userId: string) => Promise<string | null>): Promise<string | null> {
    const known = this.businessOfUser.get(userId);
    if (known) return known;
    const found = await lookup(userId);
    if (found && this.live) this.businessOfUser.set(userId, found);
    return found;
  }

  /**
   * The cached answer `name` of the business, or `load`'s, serialized. Concurrent misses share one
   * load. When the cache is not live, `load` runs every time and nothing is kept.
   */
  async read(businessId: string, name: string, load: () => Promise<unknown>): Promise<CachedRead> {
    if (!this.live) return serialize(await load());
    this.names.add(name);
    const key = businessId + KEY_SEPARATOR + name;
    const entry = this.entries.get(key);
    if (entry) {
      this.stats.hits++;
      // Move to the most recently read end.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry;
    }
    const pending = this.loads.get(key);
    if (pending) return pending.promise;
    this.stats.misses++;
    const flight: Load = { stale: false, promise: Promise.resolve(null as unknown as CachedRead) };
    flight.promise = (async () => {
      try {
        const value = serialize(await load());
        if (!flight.stale && this.live) this.store(key, value);
        return value;
      } finally {
        if (this.loads.get(key) === flight) this.loads.delete(key);
      }
    })();
    this.loads.set(key, flight);
    return flight.promise;
  }

  private store(key: string, value: CachedRead): void {
    this.entries.set(key, value);
    this.bytes += value.json.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.json.length;
    }
  }
}

/** JSON bytes of a value, with an ETag from their hash and a lazily made gzip. */
export function serialize(value: unknown): CachedRead {
  const json = Buffer.from(JSON.stringify(value) ?? 'null');
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  let zipped: Promise<Buffer> | undefined;
  return {
    json,
    etag,
    gzipped: () => {
      zipped ??= gzip(json);
      return zipped;
    },
  };
}
