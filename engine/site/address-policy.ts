import { isIPv4, isIPv6 } from 'node:net';

/**
 * Which IP addresses the website fetcher may connect to. Anything that is not a public unicast
 * address is refused: loopback, private, link-local (cloud metadata at 169.254.169.254),
 * carrier-grade NAT, multicast, reserved and documentation ranges, and the IPv6 forms of all of
 * them, including IPv4-mapped (::ffff:127.0.0.1) and NAT64 (64:ff9b::a00:1) addresses.
 */

interface Range {
  base: number[];
  prefix: number;
  label: string;
}

const IPV4_RANGES: Range[] = [
  { base: [0, 0, 0, 0], prefix: 8, label: 'an unspecified ("this network") address' },
  { base: [10, 0, 0, 0], prefix: 8, label: 'a private address' },
  { base: [100, 64, 0, 0], prefix: 10, label: 'a carrier-grade NAT address' },
  { base: [127, 0, 0, 0], prefix: 8, label: 'a loopback address' },
  { base: [169, 254, 0, 0], prefix: 16, label: 'a link-local address' },
  { base: [172, 16, 0, 0], prefix: 12, label: 'a private address' },
  { base: [192, 0, 0, 0], prefix: 24, label: 'a reserved address' },
  { base: [192, 0, 2, 0], prefix: 24, label: 'a documentation address' },
  { base: [192, 88, 99, 0], prefix: 24, label: 'a reserved address' },
  { base: [192, 168, 0, 0], prefix: 16, label: 'a private address' },
  { base: [198, 18, 0, 0], prefix: 15, label: 'a benchmarking address' },
  { base: [198, 51, 100, 0], prefix: 24, label: 'a documentation address' },
  { base: [203, 0, 113, 0], prefix: 24, label: 'a documentation address' },
  { base: [224, 0, 0, 0], prefix: 4, label: 'a multicast address' },
  { base: [240, 0, 0, 0], prefix: 4, label: 'a reserved address' },
];

// IPv6 ranges as 16 bytes. IPv4-mapped, IPv4-compatible and NAT64 forms are unwrapped first.
const IPV6_RANGES: Range[] = [
  { base: bytes6('::'), prefix: 128, label: 'an unspecified address' },
  { base: bytes6('::1'), prefix: 128, label: 'a loopback address' },
  { base: bytes6('fc00::'), prefix: 7, label: 'a private (unique local) address' },
  { base: bytes6('fe80::'), prefix: 10, label: 'a link-local address' },
  { base: bytes6('fec0::'), prefix: 10, label: 'a site-local address' },
  { base: bytes6('ff00::'), prefix: 8, label: 'a multicast address' },
  { base: bytes6('2001:db8::'), prefix: 32, label: 'a documentation address' },
  { base: bytes6('100::'), prefix: 64, label: 'a discard-only address' },
  { base: bytes6('2001::'), prefix: 23, label: 'a reserved (IETF protocol) address' },
];

function inRange(address: number[], range: Range): boolean {
  let bits = range.prefix;
  for (let i = 0; bits > 0; i++, bits -= 8) {
    const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
    if ((address[i] & mask) !== (range.base[i] & mask)) return false;
  }
  return true;
}

function bytes4(address: string): number[] {
  return address.split('.').map(Number);
}

/** Parses an IPv6 address (with optional zone and dotted IPv4 tail) to 16 bytes. */
function bytes6(input: string): number[] {
  let address = input.split('%')[0].toLowerCase();
  const dotted = address.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) {
    const [a, b, c, d] = bytes4(dotted[1]);
    address = `${address.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = address.includes('::') ? address.split('::') : [address, null];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(tail === null ? 0 : missing).fill('0'), ...tailGroups];
  return groups.flatMap((group) => {
    const value = Number.parseInt(group || '0', 16);
    return [(value >> 8) & 0xff, value & 0xff];
  });
}

/** The IPv4 address an IPv6 address stands for (mapped, compatible or NAT64), if any. */
function embeddedIPv4(address: number[]): number[] | null {
  const firstTenZero = address.slice(0, 10).every((byte) => byte === 0);
  const mapped = firstTenZero && address[10] === 0xff && address[11] === 0xff;
  const compatible = firstTenZero && address[10] === 0 && address[11] === 0;
  const nat64 = inRange(address, { base: bytes6('64:ff9b::'), prefix: 96, label: '' });
  const nat64Local = inRange(address, { base: bytes6('64:ff9b:1::'), prefix: 48, label: '' });
  if (mapped || nat64 || nat64Local) return address.slice(12);
  // ::a.b.c.d (deprecated "compatible" form); :: and ::1 are handled as IPv6 themselves.
  if (compatible && address.slice(12).some((byte, i) => (i < 3 ? byte !== 0 : byte > 1))) return address.slice(12);
  return null;
}

/**
 * Why an address may not be fetched, or null when it is a public unicast address.
 * Unparseable input is refused too.
 */
export function refusalReason(ip: string): string | null {
  const address = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  if (isIPv4(address)) return ipv4Refusal(bytes4(address));
  if (isIPv6(address.split('%')[0])) {
    const parsed = bytes6(address);
    const v4 = embeddedIPv4(parsed);
    if (v4) {
      const reason = ipv4Refusal(v4);
      return reason ? `${reason} (in IPv6 form)` : null;
    }
    return IPV6_RANGES.find((range) => inRange(parsed, range))?.label ?? null;
  }
  return 'not an IP address';
}

function ipv4Refusal(address: number[]): string | null {
  if (address.join('.') === '255.255.255.255') return 'a broadcast address';
  return IPV4_RANGES.find((range) => inRange(address, range))?.label ?? null;
}

/**
 * SITE_FETCH_ALLOW_HOSTS: comma-separated `host:port` entries ("intranet.local:8080",
 * "127.0.0.1:4000", "[::1]:8080"), matched exactly, whose private addresses the site fetcher may
 * read, so an owner can try the product on a local or intranet site. Off when unset; every other
 * rule (schemes, redirects, sizes, credentials in URLs) still applies. A malformed entry stops
 * start-up rather than silently allowing something else.
 */
export function parseAllowHosts(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  for (const entry of entries) {
    const match = entry.match(/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):(\d{1,5})$/);
    const port = match ? Number(match[2]) : 0;
    if (!match || port < 1 || port > 65_535) {
      throw new Error(`SITE_FETCH_ALLOW_HOSTS: "${entry}" is not a host:port entry (e.g. intranet.local:8080 or [::1]:8080)`);
    }
  }
  // The fetcher compares host names without IPv6 brackets.
  return entries.map((entry) => entry.replace(/^\[([^\]]+)\]/, '$1'));
}
