import { z } from 'zod';
import { idSchema, isoDateTimeSchema, serverMessageSchema } from '../fields';

/**
 * A month's service fee as the owner sees it (docs/billing.md): paid, failed (declined; retried on
 * day 1, 3 and 7), needs confirmation (3-D Secure on the confirmation page), refunded, or pending
 * (being charged now).
 */
export const FEE_STATUSES = ['pending', 'paid', 'failed', 'needs_confirmation', 'refunded'] as const;
export const feeStatusSchema = z.enum(FEE_STATUSES);
export type FeeStatus = z.infer<typeof feeStatusSchema>;

export const billingChargeSchema = z.object({
  id: idSchema,
  /** YYYY-MM of the spend the fee is for. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  /** Ad spend the fee was computed on, in the account's currency. */
  spend: z.number().nonnegative(),
  feePercentage: z.number().int().nonnegative(),
  tier: z.string(),
  fee: z.number().nonnegative(),
  currency: z.string().length(3),
  status: feeStatusSchema,
  attempts: z.number().int().nonnegative(),
  /** Why the last try failed, in Stripe's words. */
  failure: z.string().nullable(),
  nextRetryAt: isoDateTimeSchema.nullable(),
  /** After the last failed try: when the campaigns pause unless the fee is paid. */
  pauseAt: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
  paidAt: isoDateTimeSchema.nullable(),
  /** Stripe's hosted receipt (live billing); null under demo billing, whose receipt is our printable page. */
  receiptUrl: z.string().nullable(),
  /** Demo billing: nothing was charged, the receipt says "Demo — no charge". */
  demo: z.boolean(),
});
export type BillingChargeView = z.infer<typeof billingChargeSchema>;

export const cardSummarySchema = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int(),
  /** Demo billing's labelled demo card: no real card is saved. */
  demo: z.boolean(),
});
export type CardSummaryView = z.infer<typeof cardSummarySchema>;

/** GET /api/billing: the saved card, every month's fee (newest first), and whether the service is cancelled. */
export const billingOverviewSchema = z.object({
  mode: z.enum(['stripe', 'demo']),
  card: cardSummarySchema.nullable(),
  charges: z.array(billingChargeSchema),
  cancelledAt: isoDateTimeSchema.nullable(),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

/** POST /api/billing/card: the SetupIntent the Payment Element confirmed for the replacement card. */
export const replaceCardRequestSchema = z.object({ setupIntentId: z.string().min(1, 'A saved payment method is required') });
export const replaceCardResponseSchema = z.object({ message: serverMessageSchema, billing: billingOverviewSchema });

/** GET /api/billing/charges/:id/confirmation: what Stripe.js needs to confirm a fee with 3-D Secure. */
export const feeConfirmationSchema = z.object({
  charge: billingChargeSchema,
  clientSecret: z.string(),
  paymentMethodId: z.string().nullable(),
  publishableKey: z.string().optional(),
});
export type FeeConfirmationView = z.infer<typeof feeConfirmationSchema>;

/** POST /api/billing/charges/:id/confirm: after Stripe.js, the fee as Stripe now has it. */
export const confirmFeeResponseSchema = z.object({ message: serverMessageSchema, charge: billingChargeSchema });

/** The words the owner types to cancel the service. */
export const CANCEL_CONFIRMATION = 'CANCEL';
export const cancelServiceRequestSchema = z.object({
  confirmation: z.string().refine((value) => value.trim() === CANCEL_CONFIRMATION, { message: `Type ${CANCEL_CONFIRMATION} to confirm` }),
});
export const cancelServiceResponseSchema = z.object({ message: serverMessageSchema, billing: billingOverviewSchema });
