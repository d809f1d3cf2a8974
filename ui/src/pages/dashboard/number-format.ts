/** How the dashboard writes numbers for people (DESIGN.md: currency with two decimals, thousands separators). */

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

function finite(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** '$1,234.50'. Missing or non-finite amounts read '$0.00'. */
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
