import { useQuery } from '@tanstack/react-query';
import type { BillingChargeView, BillingOverview, FeeStatus } from '../../../../schema/api/billing';
import { apiUrl } from '../../../../schema/api/paths';

/** The query key of GET /api/billing, shared by the page, the dashboard banner and Settings → Payment. */
export const BILLING_KEY = [apiUrl('getBilling')];

export function useBilling() {
  return useQuery<BillingOverview>({ queryKey: BILLING_KEY });
}

export const FEE_STATUS_LABELS: Record<FeeStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  needs_confirmation: 'Needs confirmation',
  refunded: 'Refunded',
};

export function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
}

/** "October 2026" from "2026-10". */
export function formatMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}

export function formatDay(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
}

const csvCell = (value: string | number) => (/[",\n]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value));

/** The Billing page's lines as CSV (one row per month's fee), for the owner's bookkeeping. */
export function feesCsv(charges: readonly BillingChargeView[]): string {
  const header = ['Month', 'Ad spend', 'Tier', 'Fee %', 'Fee', 'Currency', 'Status', 'Paid on', 'Receipt'];
  const rows = charges.map((charge) => [
    charge.month,
    charge.spend.toFixed(2),
    charge.tier,
    charge.feePercentage,
    charge.fee.toFixed(2),
    charge.currency,
    charge.demo ? 'Demo — no charge' : FEE_STATUS_LABELS[charge.status],
    charge.paidAt ? charge.paidAt.slice(0, 10) : '',
    charge.receiptUrl ?? '',
  ]);
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\n')}\n`;
}
