import { errors } from '../../schema/errors';
import type { Billing } from './billing';
import { DEMO_BILLING_CLIENT_SECRET } from './demo-setup-intent';

/** Demo billing: no card, no charge; the monthly job records the fee as skipped. */
export function createDemoBilling(): Billing {
  return {
    mode: 'demo',
    async startSetup() {
      return { clientSecret: DEMO_BILLING_CLIENT_SECRET };
    },
    async confirmSetup(setupIntentId) {
      if (setupIntentId) throw errors.validation('Payments run in demo billing: no payment method is needed', { setupIntentId: 'Leave out under demo billing' });
      return null;
    },
    async chargeServiceFee() {
      return { status: 'skipped', reference: null, message: 'Demo billing: nothing is charged' };
    },
  };
}
