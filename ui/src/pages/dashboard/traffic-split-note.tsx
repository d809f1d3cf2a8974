import { InfoCircledIcon } from '@radix-ui/react-icons';
import { Callout } from '@radix-ui/themes';
import { useMyBusiness } from '../../routing/business-gate';

/**
 * How traffic is shared between the ads of a round (engine/tournament/round-plan.ts): the champion
 * faces one challenger at a time. The demo gives the challenger the runner-up's and challengers'
 * parts of 70/20/10; Google cannot weight ads, so live it rotates the two evenly (DESIGN.md).
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
          ? 'Live mode: Google rotates the enabled ads evenly, so the champion and the one challenger it faces get half the traffic each; the other challengers wait their turn.'
          : 'Demo mode: after round 1 the champion gets 70% of the traffic and the one challenger it faces 30% (the runner-up\'s 20% and the challengers\' 10%); the other challengers wait their turn.'}
      </Callout.Text>
    </Callout.Root>
  );
}
