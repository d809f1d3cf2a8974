import { CheckIcon } from '@radix-ui/react-icons';
import { Box, Flex, Text } from '@radix-ui/themes';
import type { Campaign } from '../../../../../schema/entities';
import { trackerState } from './tracker-state';
import './tournament-tracker.css';

/** The tournament's rounds as steps: done rounds checked, the current one highlighted with its days left. */
export function TournamentTracker({ campaign, now }: { campaign: Campaign; now: Date }) {
  const state = trackerState(campaign, now);
  return (
    <Box className="tournament-tracker" data-testid={`card-tracker-${campaign.id}`}>
      {state.complete ? (
        <Text as="p" size="2" data-testid={`text-tracker-status-${campaign.id}`}>
          <Text weight="bold" color="green">
            Champion Crowned!
          </Text>{' '}
          {state.detail}
        </Text>
      ) : (
        <Box data-testid={`text-tracker-status-${campaign.id}`}>
          <Text as="p" size="2" weight="bold">
            {state.title}
          </Text>
          <Text as="p" size="1" color="gray">
            {state.detail}
          </Text>
        </Box>
      )}
      <ol className="tournament-tracker-steps" aria-label="Tournament rounds">
        {state.rounds.map(({ round, status }) => (
          <li key={round} className="tournament-tracker-step" data-status={status} aria-current={status === 'current' ? 'step' : undefined}>
            <span className="tournament-tracker-dot" aria-hidden>
              {status === 'done' ? <CheckIcon /> : round}
            </span>
            <Flex direction="column">
              <Text size="1" weight={status === 'current' ? 'bold' : 'regular'}>
                Round {round}
                {status === 'done' && <span className="visually-hidden"> (complete)</span>}
              </Text>
              {status === 'current' && (
                <Text size="1" color="indigo" data-testid={`text-days-left-${campaign.id}`}>
                  {state.daysLeft} d left
                </Text>
              )}
            </Flex>
          </li>
        ))}
      </ol>
    </Box>
  );
}
