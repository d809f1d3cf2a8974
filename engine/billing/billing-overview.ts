import type { BillingChargeView, BillingOverview, CardSummaryView, FeeStatus } from '../../schema/api/billing';
import { FEE_TIERS } from '../../schema/constants';
import { errors } from '../../schema/errors';
import type { Sql } from '../persistence/sql';
import type { Billing } from './billing';

export interface ChargeRecord {
  id: string;
  business_id: string;
  month: string;
  spend_cents: number;
  fee_percentage: number;
  fee_cents: number;
  status: 'pending' | 'charged' | 'failed' | 'requires_action' | 'refunded';
  reference: string | null;
  attempts: number;
  next_retry_at: Date | null;
  pause_at: Date | null;
  failure_message: string | null;
  receipt_url: string | null;
  created_at: Date;
  paid_at: Date | null;
  currency_code: string | null;
}

const STATUS: Record<ChargeRecord['status'], FeeStatus> = {
  pending: 'pending',
  charged: 'paid',
  failed: 'failed',
  requires_action: 'needs_confirmation',
  refunded: 'refunded',
};

/** The demo card shown under demo billing: labelled as such, never a real card. */
export const DEMO_CARD: CardSummaryView = { brand: 'Demo card', last4: '4242', expMonth: 12, expYear: 2030, demo: true };

const CHARGE_COLUMNS = `c.id, c.business_id, c.month, c.spend_cents, c.fee_percentage, c.fee_cents, c.status, c.reference, c.attempts, c.next_retry_at, c.pause_at,
  c.failure_message, c.receipt_url, c.created_at, c.paid_at, b.currency_code`;

export function presentCharge(row: ChargeRecord): BillingChargeView {
  return {
    id: row.id,
    month: row.month,
    spend: row.spend_cents / 100,
    feePercentage: row.fee_percentage,
    tier: FEE_TIERS.find((tier) => tier.percent === row.fee_percentage)?.name ?? `${row.fee_percentage}%`,
    fee: row.fee_cents / 100,
    currency: row.currency_code ?? 'USD',
    status: STATUS[row.status],
    attempts: row.attempts,
    failure: row.failure_message,
    nextRetryAt: row.next_retry_at?.toISOString() ?? null,
    pauseAt: row.pause_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    paidAt: row.paid_at?.toISOString() ?? null,
    receiptUrl: row.receipt_url,
    // Paid with no PaymentIntent: demo billing recorded it and charged nothing.
    demo: row.status === 'charged' && row.reference === null,
  };
}

/** The owner's business: its id, the card it pays with, and whether the service is cancelled. */
export async function businessOfOwner(sql: Sql, userId: string) {
  const [business] = await sql.query<{ id: string; setup_intent_id: string | null; cancelled_at: Date | null; platform_mode: string }>(
    'select id, setup_intent_id, cancelled_at, platform_mode from businesses where owner_id = $1',
    [userId],
  );
  if (!business) throw errors.notFound('No business found. Complete onboarding first.');
  return business;
}

/** One of the owner's fees, or 404 (another owner's fee is not found either). */
export async function chargeOfOwner(sql: Sql, userId: string, chargeId: string): Promise<ChargeRecord> {
  const [charge] = await sql.query<ChargeRecord>(
    `select ${CHARGE_COLUMNS} from billing_charges c join businesses b on b.id = c.business_id where c.id::text = $1 and b.owner_id = $2`,
    [chargeId, userId],
  );
  if (!charge) throw errors.notFound('Fee not found');
  return charge;
}

/** GET /api/billing: the saved card (or the labelled demo card), every month's fee newest first, cancelled or not. */
export async function getBillingOverview(sql: Sql, billing: Billing, userId: string): Promise<BillingOverview> {
  const business = await businessOfOwner(sql, userId);
  const rows = await sql.query<ChargeRecord>(
    `select ${CHARGE_COLUMNS} from billing_charges c join businesses b on b.id = c.business_id where c.business_id = $1 order by c.month desc`,
    [business.id],
  );
  const card = billing.mode === 'demo' ? DEMO_CARD : business.setup_intent_id ? await billing.cardOf(business.setup_intent_id, userId) : null;
  return {
    mode: billing.mode,
    card: card ? { demo: false, ...card } : null,
    charges: rows.map(presentCharge),
    cancelledAt: business.cancelled_at?.toISOString() ?? null,
  };
}
