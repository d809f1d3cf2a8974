import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import type { Campaign } from '../../../../../schema/entities';

interface RoundApprovalCardProps {
  campaign: Campaign;
  kind: 'round-complete' | 'stopped';
  onRunNewRound: () => void;
  onStop: () => void;
  stopping: boolean;
}

/** Under the tracker: the owner decides after a round ends, or may restart a stopped tournament. */
export function RoundApprovalCard({ campaign, kind, onRunNewRound, onStop, stopping }: RoundApprovalCardProps) {
  const id = campaign.id;
  return (
    <Callout.Root color={kind === 'round-complete' ? 'indigo' : 'gray'} variant="surface" data-testid={`card-round-approval-${id}`}>
      <Flex direction="column" gap="3" width="100%">
        <div>
          <Text as="p" size="2" weight="bold" data-testid={`text-approval-title-${id}`}>
            {kind === 'round-complete' ? `Round ${campaign.tournamentRound} Complete` : 'Tournament Stopped'}
          </Text>
          <Text as="p" size="2" color="gray">
            {kind === 'round-complete'
              ? 'Continue testing with a new round, or stop and keep your champion.'
              : 'Your champion ad is running. You can restart testing anytime.'}
          </Text>
        </div>
        <Flex gap="2" wrap="wrap">
          {kind === 'round-complete' && (
            <Button variant="soft" color="gray" onClick={onStop} disabled={stopping} data-testid={`button-stop-tournament-${id}`}>
              Stop &amp; Keep Champion
            </Button>
          )}
          <Button onClick={onRunNewRound} data-testid={`button-run-new-round-${id}`}>
            Run New Round
          </Button>
        </Flex>
      </Flex>
    </Callout.Root>
  );
}
