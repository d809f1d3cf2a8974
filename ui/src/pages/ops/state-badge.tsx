import { Badge } from '@radix-ui/themes';
import type { TournamentStateName } from '../../../../schema/tournament-state';

type BadgeColor = 'blue' | 'amber' | 'orange' | 'green' | 'gray';
const COLOR: Record<TournamentStateName, BadgeColor> = {
  testing: 'blue',
  evaluating: 'amber',
  awaitingApproval: 'orange',
  complete: 'green',
  stopped: 'gray',
};

export function StateBadge({ state }: { state: TournamentStateName }) {
  return (
    <Badge color={COLOR[state]} variant="soft" data-testid="badge-state">
      {state}
    </Badge>
  );
}
