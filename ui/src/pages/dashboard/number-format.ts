/** How the dashboard writes numbers for people (DESIGN.md: currency with two decimals, thousands separators). */

/**
 * Money is in the account's currency: a live business's Google Ads account may bill in pounds,
 * euros or any other currency (its amounts are of that currency, issue 18); demo mode is in US
 * dollars. One business is shown at a time, so the currency is the app's, set when the business loads.
 */
let currency = moneyFormat('USD');

function moneyFormat(code: string): Intl.NumberFormat {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: code, minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** Sets the currency amounts are written in (an ISO code; anything unknown or missing is US dollars). Idempotent. */
export function setDisplayCurrency(code: string | null | undefined): void {
  const wanted = code && /^[A-Z]{3}$/.test(code) ? code : 'USD';
  if (currency.resolvedOptions().currency === wanted) return;
  try {
    currency = moneyFormat(wanted);
  } catch {
    currency = moneyFormat('USD');
  }
}

/** The currency's symbol as amounts show it ('$', '£', '€', 'CA$'), for an input's prefix. */
export function currencySymbol(): string {
  return currency.formatToParts(0).find((part) => part.type === 'currency')?.value ?? '$';
}
const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

function finite(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** '$1,234.50' (or '£1,234.50' for a pound account). Missing or non-finite amounts read '$0.00'. */
export function formatCurrency(value: number | null | undefined): string {
  return currency.format(finite(value));
}

/** '12,345' (rounded). */
export function formatCount(value: number | null | undefined): string {
  return count.format(finite(value));
}

/** Conversions may be fractional (data-driven attribution): '12.5', '3'. */
export function formatConversions(value: number | null | undefined): string {
  return oneDecimal.format(finite(value));
}

/** A long date for billing and connection details: 'Apr 1, 2026'. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** Date and time: 'Apr 1, 2026, 9:00 AM'. */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** Quality score out of 10, or 'N/A' before Google reports one. */
export function formatQualityScore(score: number | null | undefined): string {
  return typeof score === 'number' ? `${score}/10` : 'N/A';
}

/** Lifecycle stages are stored with underscores: 'runner_up' reads 'runner up'. */
export function formatLifecycleStage(stage: string): string {
  return stage.replaceAll('_', ' ');
}

/** '1 ad group', '3 ad groups'. */
export function plural(count: number, noun: string): string {
  return `${formatCount(count)} ${noun}${count === 1 ? '' : 's'}`;
}
