import { Badge, Flex, Text, TextField } from '@radix-ui/themes';
import type { OpsTournament } from '../../../../schema/api/ops';
import { formatTime } from './format-time';
import { StateBadge } from './state-badge';

interface TournamentListProps {
  tournaments: OpsTournament[];
  total: number;
  selectedId: string | null;
  onSelect(campaignId: string): void;
  query: string;
  onQueryChange(query: string): void;
}

/** Every campaign's actor, most recently moved first; a button each, so the keyboard can pick. */
export function TournamentList({ tournaments, total, selectedId, onSelect, query, onQueryChange }: TournamentListProps) {
  return (
    <Flex direction="column" gap="2">
      <TextField.Root
        placeholder="Filter by campaign or business"
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        data-testid="input-ops-filter"
        aria-label="Filter tournaments"
      />
      <Text size="1" color="gray" data-testid="text-tournament-count">
        {tournaments.length < total ? `${tournaments.length} of ${total} campaigns` : `${total} campaign${total === 1 ? '' : 's'}`}
      </Text>
      <ul className="ops-list">
        {tournaments.map((tournament) => (
          <li key={tournament.campaignId}>
            <button
              type="button"
              className="ops-list-item"
              aria-current={tournament.campaignId === selectedId}
              onClick={() => onSelect(tournament.campaignId)}
              data-testid={`button-tournament-${tournament.campaignId}`}
            >
              <Flex justify="between" align="center" gap="2">
                <Text size="2" weight="medium" truncate>
                  {tournament.campaignName}
                </Text>
                <StateBadge state={tournament.state} />
              </Flex>
              <Flex justify="between" gap="2" mt="1">
                <Text size="1" color="gray" truncate>
                  {tournament.businessName} · R{tournament.round}/T{tournament.tournament}
                </Text>
                <Flex gap="1" align="center">
                  {tournament.campaignStatus === 'paused' && (
                    <Badge size="1" color="gray" variant="outline">
                      paused
                    </Badge>
                  )}
                  <Text size="1" color="gray" title={tournament.lastTransitionAt ?? undefined}>
                    {tournament.journalEntries} · {formatTime(tournament.lastTransitionAt)}
                  </Text>
                </Flex>
              </Flex>
            </button>
          </li>
        ))}
      </ul>
    </Flex>
  );
}
