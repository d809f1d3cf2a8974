/**
 * The client secret POST /api/create-setup-intent answers with under demo billing. The UI reads it
 * as "no card needed" and shows the labelled demo-billing step instead of Stripe's form. Kept in a
 * file of its own, with no imports, so the browser bundle can share it without pulling in Stripe.
 */
export const DEMO_BILLING_CLIENT_SECRET = 'demo_billing_no_card';
