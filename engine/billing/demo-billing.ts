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
    async cardOf() {
      return null;
    },
    async makeDefault() {
      throw errors.validation('Payments run in demo billing: there is no card to replace', { setupIntentId: 'Leave out under demo billing' });
    },
    async feeStatus() {
      return { status: 'skipped', reference: null, message: 'Demo billing: nothing is charged' };
    },
    async feeConfirmation() {
      throw errors.validation('Demo billing: no fee needs confirming', {});
    },
    async forgetOwner() {
      // Nothing is kept outside the product's database.
    },
  };
}
