import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ReadCache, serialize } from './read-cache';

/** A load whose answer the test releases when it wants (to overlap it with an invalidation). */
function deferredLoad(value: unknown) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let calls = 0;
  return {
    load: async () => {
      calls++;
      await gate;
      return value;
    },
    release: () => release(),
    get calls() {
      return calls;
    },
  };
}

function liveCache(options?: ConstructorParameters<typeof ReadCache>[0]): ReadCache {
  const cache = new ReadCache(options);
  cache.setLive(true);
  return cache;
}

describe('ReadCache', () => {
  it('serves a business read from memory until that business changes', async () => {
    const cache = liveCache();
    let version = 1;
    const load = async () => ({ version });
    expect(JSON.parse((await cache.read('b1', 'campaigns', load)).json.toString())).toEqual({ version: 1 });
    version = 2;
    expect(JSON.parse((await cache.read('b1', 'campaigns', load)).json.toString())).toEqual({ version: 1 });
    cache.invalidate('b2');
    expect(JSON.parse((await cache.read('b1', 'campaigns', load)).json.toString())).toEqual({ version: 1 });
    cache.invalidate('b1');
    expect(JSON.parse((await cache.read('b1', 'campaigns', load)).json.toString())).toEqual({ version: 2 });
    expect(cache.stats).toMatchObject({ hits: 2, misses: 2 });
  });

  it('keeps nothing and always loads while the change feed is not live', async () => {
    const cache = new ReadCache();
    let calls = 0;
    const load = async () => ++calls;
    await cache.read('b1', 'campaigns', load);
    await cache.read('b1', 'campaigns', load);
    expect(calls).toBe(2);
    cache.setLive(true);
    await cache.read('b1', 'campaigns', load);
    await cache.read('b1', 'campaigns', load);
    expect(calls).toBe(3);
    // A break of the feed forgets everything: changes may have been missed meanwhile.
    cache.setLive(false);
    cache.setLive(true);
    await cache.read('b1', 'campaigns', load);
    expect(calls).toBe(4);
  });

  it('lets concurrent misses share one load', async () => {
    const cache = liveCache();
    const pending = deferredLoad(['a']);
    const reads = [cache.read('b1', 'hierarchy', pending.load), cache.read('b1', 'hierarchy', pending.load)];
    pending.release();
    const [first, second] = await Promise.all(reads);
    expect(pending.calls).toBe(1);
    expect(first).toBe(second);
  });

  it('never stores a load that overlapped an invalidation, and a later request does not join it', async () => {
    const cache = liveCache();
    const before = deferredLoad({ paused: false });
    const early = cache.read('b1', 'campaigns', before.load);
    // The change commits while the early load is still reading the old rows.
    cache.invalidate('b1');
    const after = deferredLoad({ paused: true });
    const late = cache.read('b1', 'campaigns', after.load);
    before.release();
    after.release();
    expect(JSON.parse((await early).json.toString())).toEqual({ paused: false });
    expect(JSON.parse((await late).json.toString())).toEqual({ paused: true });
    expect(after.calls).toBe(1);
    // What stays cached is the load that began after the change.
    expect(JSON.parse((await cache.read('b1', 'campaigns', async () => ({ paused: 'reloaded' }))).json.toString())).toEqual({ paused: true });
  });

  it('drops the load in flight when the feed breaks', async () => {
    const cache = liveCache();
    const pending = deferredLoad({ old: true });
    const read = cache.read('b1', 'campaigns', pending.load);
    cache.setLive(false);
    cache.setLive(true);
    pending.release();
    await read;
    expect(JSON.parse((await cache.read('b1', 'campaigns', async () => ({ old: false }))).json.toString())).toEqual({ old: false });
  });

  it('does not cache a failed load', async () => {
    const cache = liveCache();
    await expect(cache.read('b1', 'campaigns', async () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(JSON.parse((await cache.read('b1', 'campaigns', async () => [1])).json.toString())).toEqual([1]);
  });

  it('evicts the least recently read entries beyond its byte budget', async () => {
    const cache = liveCache({ maxBytes: 250 });
    const big = 'x'.repeat(100);
    let loads = 0;
    const load = async () => {
      loads++;
      return big;
    };
    await cache.read('b1', 'campaigns', load);
    await cache.read('b2', 'campaigns', load);
    await cache.read('b1', 'campaigns', load); // b1 is now the most recent
    await cache.read('b3', 'campaigns', load); // over budget: b2 goes
    expect(loads).toBe(3);
    await cache.read('b1', 'campaigns', load);
    expect(loads).toBe(3);
    await cache.read('b2', 'campaigns', load);
    expect(loads).toBe(4);
  });

  it('remembers which business a user owns while live, and invalidates through the owner', async () => {
    const cache = liveCache();
    let lookups = 0;
    const lookup = async (userId: string) => {
      lookups++;
      return userId === 'u-without' ? null : 'b1';
    };
    expect(await cache.businessOf('u1', lookup)).toBe('b1');
    expect(await cache.businessOf('u1', lookup)).toBe('b1');
    expect(lookups).toBe(1);
    // No business yet is asked again: onboarding may create one at any moment.
    expect(await cache.businessOf('u-without', lookup)).toBeNull();
    expect(await cache.businessOf('u-without', lookup)).toBeNull();
    expect(lookups).toBe(3);
    let version = 1;
    await cache.read('b1', 'campaigns', async () => version);
    version = 2;
    cache.invalidateOwnedBy('u1');
    expect((await cache.read('b1', 'campaigns', async () => version)).json.toString()).toBe('2');
  });
});

describe('serialize', () => {
  it('gives the same bytes the same strong ETag, and a gzip that inflates back to them', async () => {
    const a = serialize({ campaigns: [1, 2, 3] });
    const b = serialize({ campaigns: [1, 2, 3] });
    const c = serialize({ campaigns: [1, 2] });
    expect(a.etag).toMatch(/^"[\w-]{27}"$/);
    expect(a.etag).toBe(b.etag);
    expect(a.etag).not.toBe(c.etag);
    expect(gunzipSync(await a.gzipped()).equals(a.json)).toBe(true);
    expect(await a.gzipped()).toBe(await a.gzipped());
  });
});
