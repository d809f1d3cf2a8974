import { Box, Button, Card, Code, Flex, Heading, Slider, Text } from '@radix-ui/themes';
import { useEffect, useMemo, useRef, useState } from 'react';
import { tournamentMachine } from '../../../../machines/tournament';
import type { OpsJournalResponse } from '../../../../schema/api/ops';
import { CauseLabel } from './cause-label';
import { ContextView } from './context-view';
import { formatTime } from './format-time';
import { JournalTable } from './journal-table';
import { StateBadge } from './state-badge';
import { StatechartDiagram } from './statechart-diagram';
import { layoutStatechart, transitionOfStep } from './statechart-layout';

// The machine's shape never changes at run time: lay it out once per page load.
const LAYOUT = layoutStatechart(tournamentMachine);

/**
 * One tournament actor: the chart with its state lit, its context, its journal, and a slider that
 * replays the journal step by step. Step 0 is the state before the first recorded transition, step
 * N the actor as it is now; the slider follows new entries while it sits on the latest step.
 */
export function TournamentDetail({ journal }: { journal: OpsJournalResponse }) {
  const { tournament, entries } = journal;
  const latest = entries.length;
  // null = follow the latest step as entries arrive.
  const [pinned, setPinned] = useState<number | null>(null);
  const step = pinned === null ? latest : Math.min(pinned, latest);
  const entry = step > 0 ? entries[step - 1] : null;
  const first = entries[0];
  const state = entry ? entry.stateAfter : (first?.stateBefore ?? tournament.state);
  const context = entry ? entry.contextAfter : (first?.contextBefore ?? tournament.context);
  const previous = entry ? entry.contextBefore : null;
  const activeTransition = entry ? transitionOfStep(LAYOUT, entry) : null;
  const visited = useMemo(() => {
    const states = new Set<string>(first ? [first.stateBefore] : []);
    for (const seen of entries.slice(0, step)) states.add(seen.stateAfter);
    return states;
  }, [entries, first, step]);
  const goTo = (next: number) => setPinned(next >= latest ? null : Math.max(0, next));
  // On a phone the chart scrolls sideways: keep the highlighted state in view as the replay moves.
  const chartScroll = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const centre = () => {
      const container = chartScroll.current;
      const box = container?.querySelector(`[data-testid="state-${state}"]`);
      if (!container || !box || container.scrollWidth <= container.clientWidth) return;
      const boxRect = box.getBoundingClientRect();
      const viewRect = container.getBoundingClientRect();
      container.scrollLeft += boxRect.left + boxRect.width / 2 - (viewRect.left + viewRect.width / 2);
    };
    centre();
    // A rotated phone or a narrowed window changes what fits.
    window.addEventListener('resize', centre);
    return () => window.removeEventListener('resize', centre);
  }, [state]);

  return (
    <Flex direction="column" gap="4" minWidth="0" data-testid={`detail-${tournament.campaignId}`}>
      <Flex justify="between" align="start" wrap="wrap" gap="2">
        <Box>
          <Heading as="h2" size="5" data-testid="text-detail-campaign">
            {tournament.campaignName}
          </Heading>
          <Text size="2" color="gray">
            {tournament.businessName} · tournament {tournament.tournament}, round {tournament.round} · campaign {tournament.campaignStatus}
          </Text>
        </Box>
        <Flex gap="2" align="center">
          <Text size="2" color="gray">
            Now
          </Text>
          <StateBadge state={tournament.state} />
        </Flex>
      </Flex>

      <Card size="2">
        {/* Scrolls sideways on a phone rather than shrinking the labels past reading. */}
        <div className="ops-chart-scroll" ref={chartScroll}>
          <StatechartDiagram layout={LAYOUT} activeState={state} activeTransition={activeTransition} visited={visited} />
        </div>
        <Text as="p" size="1" color="gray" mt="1">
          In any state: {LAYOUT.rootEvents.join(', ')} (changes the context only).
        </Text>
      </Card>

      <Card size="2">
        <Flex direction="column" gap="3">
          <Flex justify="between" align="center" wrap="wrap" gap="2">
            <Heading as="h3" size="3">
              Replay
            </Heading>
            <Text size="2" data-testid="text-replay-step" aria-live="polite">
              Step {step} of {latest}
              {step === latest ? ' (now)' : ''}
            </Text>
          </Flex>
          <Flex gap="3" align="center">
            <Button size="1" variant="soft" onClick={() => goTo(step - 1)} disabled={step === 0} data-testid="button-replay-back" aria-label="Previous step">
              ‹
            </Button>
            <Slider
              min={0}
              max={Math.max(latest, 1)}
              step={1}
              value={[step]}
              disabled={latest === 0}
              onValueChange={([value]) => goTo(value ?? latest)}
              aria-label="Replay step"
              data-testid="slider-replay"
            />
            <Button size="1" variant="soft" onClick={() => goTo(step + 1)} disabled={step >= latest} data-testid="button-replay-forward" aria-label="Next step">
              ›
            </Button>
          </Flex>
          {latest === 0 ? (
            <Text size="2" color="gray">
              No transitions recorded yet: the actor is in its first state.
            </Text>
          ) : entry ? (
            <Flex gap="3" align="center" wrap="wrap" data-testid="text-step-summary">
              <Text size="2">{formatTime(entry.at)}</Text>
              <Code size="2">{entry.eventType}</Code>
              <StateBadge state={entry.stateBefore} />
              <Text size="2">→</Text>
              <StateBadge state={entry.stateAfter} />
              <CauseLabel cause={entry.cause} />
            </Flex>
          ) : (
            <Text size="2" color="gray" data-testid="text-step-summary">
              Before the first recorded transition.
            </Text>
          )}
          <ContextView context={context} previous={previous} />
        </Flex>
      </Card>

      <Box>
        <Heading as="h3" size="3" mb="2">
          Journal ({latest})
        </Heading>
        {latest > 0 ? (
          <JournalTable entries={entries} step={step} onSelectStep={goTo} />
        ) : (
          <Text size="2" color="gray">
            Empty.
          </Text>
        )}
      </Box>
    </Flex>
  );
}
