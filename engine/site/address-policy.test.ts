import { describe, expect, it } from 'vitest';
import { parseAllowHosts, refusalReason } from './address-policy';

describe('refusalReason', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::', 'unspecified'],
    ['fd00::1', 'private'],
    ['fe80::1%eth0', 'link-local'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:10.0.0.1', 'private'],
    ['64:ff9b::a00:1', 'private'],
    ['::127.0.0.1', 'loopback'],
  ])('refuses %s as %s', (ip, kind) => {
    expect(refusalReason(ip)).toContain(kind);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows the public address %s', (ip) => {
    expect(refusalReason(ip)).toBeNull();
  });

  it('refuses what is not an IP address', () => {
    expect(refusalReason('localhost')).toBe('not an IP address');
  });
});

describe('SITE_FETCH_ALLOW_HOSTS', () => {
  it('is off when unset and reads exact host:port entries, IPv6 in brackets', () => {
    expect(parseAllowHosts(undefined)).toEqual([]);
    expect(parseAllowHosts('')).toEqual([]);
    expect(parseAllowHosts(' Intranet.Local:8080 , 127.0.0.1:4000,[::1]:8443')).toEqual(['intranet.local:8080', '127.0.0.1:4000', '::1:8443']);
  });

  it.each(['intranet.local', '127.0.0.1', 'http://intranet.local:8080', 'intranet.local:0', 'intranet.local:70000', '*.local:80', '::1:8080'])('refuses "%s" instead of allowing something else', (entry) => {
    expect(() => parseAllowHosts(entry)).toThrow(/SITE_FETCH_ALLOW_HOSTS/);
  });
});
