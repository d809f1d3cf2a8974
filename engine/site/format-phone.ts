/**
 * A phone number read from a site, in its country's national format, for a call asset: Google's
 * `CallAsset` takes the country code and the number as people there dial it. Only the countries
 * whose sites we read (site-locale.ts) are grouped by their own rules; any other number keeps the
 * digits as the site wrote them.
 */

export interface FormattedPhone {
  countryCode: string;
  /** National format: "(217) 555-0187", "0161 496 0777", "01 23 45 67 89". */
  national: string;
  /** E.164: "+12175550187". */
  e164: string;
}

interface CountryRule {
  dial: string;
  /** National significant number lengths (without the trunk 0). */
  lengths: number[];
  /** Whether the national format starts with a trunk "0". */
  trunk: boolean;
  group(nsn: string): string;
}

const groups = (digits: string, sizes: number[]): string => {
  const out: string[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= digits.length) break;
    out.push(digits.slice(at, at + size));
    at += size;
  }
  if (at < digits.length) out.push(digits.slice(at));
  return out.join(' ');
};

const NANP: CountryRule = { dial: '1', lengths: [10], trunk: false, group: (n) => `(${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6)}` };

const RULES: Record<string, CountryRule> = {
  US: NANP,
  CA: NANP,
  // UK: London and other 2-digit area codes (20, 23, 24, 28, 29) are 02x xxxx xxxx; mobiles 07xxx xxxxxx; else 0xxxx xxxxxx / 0xxx xxx xxxx.
  GB: {
    dial: '44',
    lengths: [9, 10],
    trunk: true,
    group: (n) => (/^2[0-9]/.test(n) ? `0${groups(n, [2, 4, 4])}` : /^7/.test(n) ? `0${groups(n, [4, 6])}` : /^1\d1|^11/.test(n) ? `0${groups(n, [3, 3, 4])}` : `0${groups(n, [4, 6])}`),
  },
  IE: { dial: '353', lengths: [8, 9], trunk: true, group: (n) => (/^1/.test(n) ? `0${groups(n, [1, 3, 4])}` : `0${groups(n, [2, 3, 4])}`) },
  AU: { dial: '61', lengths: [9], trunk: true, group: (n) => (/^4/.test(n) ? `0${groups(n, [3, 3, 3])}` : `(0${n[0]}) ${groups(n.slice(1), [4, 4])}`) },
  NZ: { dial: '64', lengths: [8, 9, 10], trunk: true, group: (n) => `0${groups(n, [1, 3, 4])}` },
  FR: { dial: '33', lengths: [9], trunk: true, group: (n) => `0${groups(n, [1, 2, 2, 2, 2])}` },
  DE: { dial: '49', lengths: [6, 7, 8, 9, 10, 11], trunk: true, group: (n) => `0${groups(n, [n.startsWith('30') || n.startsWith('40') || n.startsWith('89') ? 2 : 3])}` },
  NL: { dial: '31', lengths: [9], trunk: true, group: (n) => (/^6/.test(n) ? `0${groups(n, [1, 8])}` : `0${groups(n, [2, 3, 4])}`) },
  ES: { dial: '34', lengths: [9], trunk: false, group: (n) => groups(n, [3, 3, 3]) },
  IT: { dial: '39', lengths: [6, 7, 8, 9, 10, 11], trunk: false, group: (n) => groups(n, [n.startsWith('3') ? 3 : 2, 4, 4]) },
  PT: { dial: '351', lengths: [9], trunk: false, group: (n) => groups(n, [3, 3, 3]) },
};

/** The number as its country writes it; null when its digits do not make a number of that country. */
export function formatPhone(raw: string, country: string | null | undefined): FormattedPhone | null {
  const code = (country ?? '').toUpperCase();
  const rule = RULES[code];
  const plus = raw.trim().startsWith('+') || raw.trim().startsWith('00');
  let digits = raw.replace(/\D/g, '');
  if (raw.trim().startsWith('00')) digits = digits.slice(2);
  if (!rule) {
    if (!code || digits.length < 6 || digits.length > 15) return null;
    return { countryCode: code, national: raw.trim(), e164: plus ? `+${digits}` : raw.trim() };
  }
  let nsn = digits;
  if (plus || (rule.dial === '1' && digits.length === 11 && digits.startsWith('1'))) {
    if (!nsn.startsWith(rule.dial)) return null;
    nsn = nsn.slice(rule.dial.length);
    // "+44 (0)113 …": the trunk 0 written in brackets after the country code.
    if (rule.trunk && nsn.startsWith('0')) nsn = nsn.slice(1);
  } else if (rule.trunk) {
    if (!nsn.startsWith('0')) return null;
    nsn = nsn.slice(1);
  }
  if (!rule.lengths.includes(nsn.length)) return null;
  return { countryCode: code, national: rule.group(nsn), e164: `+${rule.dial}${nsn}` };
}
