import { ChevronRightIcon } from '@radix-ui/react-icons';
import { Badge, Flex, Table, Text } from '@radix-ui/themes';
import type { HistoryAd, HistoryRound } from '../../../../../schema/entities';
import { formatPercent } from '../../../../../schema/metrics';
import { AdCopyLines } from '../ad-copy-lines';
import { formatCount } from '../number-format';
import { HistoryAdCard } from './history-ad-card';
import './history.css';

function EliminatedTable({ ads }: { ads: HistoryAd[] }) {
  return (
    <Table.Root size="1" variant="surface">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Variant</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">Impressions</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">Clicks</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">CTR</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {ads.map((ad) => (
          <Table.Row key={ad.id}>
            <Table.RowHeaderCell>Variant {ad.variant}</Table.RowHeaderCell>
            <Table.Cell justify="end">{formatCount(ad.impressions)}</Table.Cell>
            <Table.Cell justify="end">{formatCount(ad.clicks)}</Table.Cell>
            <Table.Cell justify="end">{formatPercent(ad.ctr)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** One round of a campaign's history, collapsible; the current round starts open. */
export function RoundSection({ round, current, sectionId }: { round: HistoryRound; current: boolean; sectionId: string }) {
  return (
    <details className="history-round" open={current} data-testid={`card-round-${sectionId}`}>
      <summary className="history-round-summary">
        <ChevronRightIcon className="history-round-chevron" aria-hidden />
        <Flex justify="between" align="center" gap="2" flexGrow="1" wrap="wrap">
          <Flex align="center" gap="2">
            <Text weight="bold">Round {round.round}</Text>
            {round.tournament && round.tournament > 1 && (
              <Text size="1" color="gray">
                Tournament {round.tournament}
              </Text>
            )}
            {current && <Badge color="indigo">Current</Badge>}
          </Flex>
          <Text size="2" color="gray">
            {round.totalAds} total ads
          </Text>
        </Flex>
      </summary>
      <Flex direction="column" gap="3" mt="3">
        {round.champion && <HistoryAdCard ad={round.champion} standing="Champion" testId={`card-champion-${sectionId}`} />}
        {round.runnerUp && <HistoryAdCard ad={round.runnerUp} standing="Runner-up" testId={`card-runner-up-${sectionId}`} />}
        {round.eliminated.length > 0 && (
          <div data-testid={`card-eliminated-${sectionId}`}>
            <Text as="p" size="2" weight="bold" mb="2">
              Eliminated
            </Text>
            <EliminatedTable ads={round.eliminated} />
          </div>
        )}
        {round.active.length > 0 && (
          <div data-testid={`card-testing-${sectionId}`}>
            <Text as="p" size="2" weight="bold" mb="2">
              Currently Testing
            </Text>
            <Flex direction="column" gap="2">
              {round.active.map((ad) => (
                <div key={ad.id} className="history-testing-ad">
                  <Text size="2" weight="bold">
                    Variant {ad.variant}
                  </Text>
                  <AdCopyLines headlines={ad.headlines} descriptions={ad.descriptions} />
                  <Text size="1" color="gray">
                    {formatCount(ad.impressions)} impressions · {formatCount(ad.clicks)} clicks · CTR {formatPercent(ad.ctr)}
                  </Text>
                </div>
              ))}
            </Flex>
          </div>
        )}
      </Flex>
    </details>
  );
}
