import { InfoCircledIcon } from '@radix-ui/react-icons';
import { Callout } from '@radix-ui/themes';
import { useMyBusiness } from '../../routing/business-gate';

/**
 * How traffic is shared between the ads of a round. The simulator applies the 70/20/10 split; Google
 * cannot weight ads, so in live mode it rotates evenly among at most 3 enabled ads (DESIGN.md).
 */
export function TrafficSplitNote() {
  const { data: business } = useMyBusiness();
  const live = business?.demoMode === false;
  return (
    <Callout.Root size="1" color="gray" variant="surface" data-testid="text-traffic-split">
      <Callout.Icon>
        <InfoCircledIcon />
      </Callout.Icon>
      <Callout.Text>
        {live
          ? 'Live mode: Google rotates at most 3 enabled ads evenly (champion, runner-up and one challenger); the other challengers wait their turn.'
          : 'Demo mode: after day 7 the champion gets 70% of the budget, the runner-up 20% and a new challenger 10%.'}
      </Callout.Text>
    </Callout.Root>
  );
}
