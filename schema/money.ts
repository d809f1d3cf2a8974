/**
 * Money as the owner reads it, in the currency of the account that spends it: a live business's
 * Google Ads account may bill in pounds, euros or any other currency, and every amount the engine
 * handles (budgets, spend, bids, fees) is in that currency (issue 18). Demo mode is in US dollars.
 * Engine log entries, e-mails and the dashboard all write amounts through this.
 */
const formats = new Map<string, Intl.NumberFormat>();

function formatFor(code: string, digits: 0 | 2): Intl.NumberFormat {
  const key = `${code}|${digits}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code, minimumFractionDigits: digits, maximumFractionDigits: digits });
    } catch {
      format = formatFor('USD', digits);
    }
    formats.set(key, format);
  }
  return format;
}

/** An ISO 4217 code as stored, or US dollars when there is none (demo) or it is not one. */
export function currencyOf(code: string | null | undefined): string {
  return code && /^[A-Z]{3}$/.test(code) ? code : 'USD';
}

/** '$1,234.50', '£95.00', '€12.00', 'CA$40.00'. Non-finite amounts read as zero. */
export function formatMoney(amount: number, currencyCode?: string | null): string {
  return formatFor(currencyOf(currencyCode), 2).format(Number.isFinite(amount) ? amount : 0);
}

/** A rounded amount for estimates: '$310', '£1,250'. */
export function formatWholeMoney(amount: number, currencyCode?: string | null): string {
  return formatFor(currencyOf(currencyCode), 0).format(Number.isFinite(amount) ? Math.round(amount) : 0);
}
