import { Badge } from '@radix-ui/themes';
import type { BillingChargeView } from '../../../../schema/api/billing';
import { FEE_STATUS_LABELS } from './billing-queries';

const COLORS = { pending: 'gray', paid: 'green', failed: 'red', needs_confirmation: 'amber', refunded: 'blue' } as const;

export function FeeStatusBadge({ charge }: { charge: BillingChargeView }) {
  if (charge.demo) {
    return (
      <Badge color="gray" variant="soft" data-testid={`badge-fee-${charge.month}`}>
        Demo — no charge
      </Badge>
    );
  }
  return (
    <Badge color={COLORS[charge.status]} variant="soft" data-testid={`badge-fee-${charge.month}`}>
      {FEE_STATUS_LABELS[charge.status]}
    </Badge>
  );
}
