import { Box, Callout, Flex, Spinner, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useOpsJournal, useOpsTournaments } from './ops-queries';
import { TournamentDetail } from './tournament-detail';
import { TournamentList } from './tournament-list';

/** Campaign picker on the side, the picked actor's chart, replay and journal beside it. */
export function TournamentsPanel() {
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const tournaments = useOpsTournaments(query);
  const list = tournaments.data?.tournaments ?? [];
  // Until someone picks, show the actor that moved last: usually what an operator came to see.
  const selectedId = picked ?? list[0]?.campaignId ?? null;
  const journal = useOpsJournal(selectedId);

  if (tournaments.isError) {
    return (
      <Callout.Root color="red">
        <Callout.Text>Could not load the tournaments: {tournaments.error.message}</Callout.Text>
      </Callout.Root>
    );
  }
  return (
    <Flex gap="5" direction={{ initial: 'column', md: 'row' }}>
      <Box className="ops-sidebar">
        {tournaments.isLoading ? (
          <Spinner />
        ) : (
          <TournamentList
            tournaments={list}
            total={tournaments.data?.total ?? 0}
            selectedId={selectedId}
            onSelect={setPicked}
            query={query}
            onQueryChange={setQuery}
          />
        )}
      </Box>
      <Box flexGrow="1" minWidth="0">
        {!selectedId ? (
          <Text color="gray">No campaigns yet: a tournament actor starts when a campaign launches.</Text>
        ) : journal.data && journal.data.tournament.campaignId === selectedId ? (
          <TournamentDetail key={selectedId} journal={journal.data} />
        ) : journal.isError ? (
          <Callout.Root color="red">
            <Callout.Text>Could not load the journal: {journal.error.message}</Callout.Text>
          </Callout.Root>
        ) : (
          <Spinner />
        )}
      </Box>
    </Flex>
  );
}
