import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-store';

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');
const inAnHour = () => Date.now() + 3_600_000;

describe('SessionCache', () => {
  it('keeps sessions only while live, and forgets one whose row changed elsewhere', () => {
    const cache = new SessionCache();
    cache.put('sid-1', { userId: 'u1' }, inAnHour(), cache.begin());
    expect(cache.get('sid-1')).toBeUndefined();
    cache.setLive(true);
    cache.put('sid-1', { userId: 'u1' }, inAnHour(), cache.begin());
    expect(cache.get('sid-1')).toEqual({ userId: 'u1' });
    // The trigger names the row by the SHA-256 of its id (the same hash PostgreSQL's sha256() gives).
    cache.changed(hashOf('sid-1'));
    expect(cache.get('sid-1')).toBeUndefined();
  });

  it('does not keep a row read before a change that arrived while the read was in flight', () => {
    const cache = new SessionCache();
    cache.setLive(true);
    const readAt = cache.begin();
    cache.changed(hashOf('sid-1'));
    cache.put('sid-1', { userId: 'u1' }, inAnHour(), readAt);
    expect(cache.get('sid-1')).toBeUndefined();
  });

  it('drops an expired session and forgets everything across a break of the feed', () => {
    const cache = new SessionCache();
    cache.setLive(true);
    cache.put('old', { userId: 'u1' }, Date.now() - 1, cache.begin());
    expect(cache.get('old')).toBeUndefined();
    cache.put('sid-2', { userId: 'u2' }, inAnHour(), cache.begin());
    cache.setLive(false);
    expect(cache.get('sid-2')).toBeUndefined();
  });

  it('holds at most its bound, dropping the oldest first', () => {
    const cache = new SessionCache(2);
    cache.setLive(true);
    for (const key of ['a', 'b', 'c']) cache.put(key, { key }, inAnHour(), cache.begin());
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toEqual({ key: 'b' });
    expect(cache.get('c')).toEqual({ key: 'c' });
  });
});
