import { Code, Table, Text } from '@radix-ui/themes';
import type { JournalEntry } from '../../../../schema/api/ops';
import { CauseLabel } from './cause-label';
import { formatTime } from './format-time';
import { StateBadge } from './state-badge';

interface JournalTableProps {
  entries: JournalEntry[];
  /** The replay step (1-based entry number; 0 is before the first). */
  step: number;
  onSelectStep(step: number): void;
}

/** Every transition, newest last like the replay; a row click moves the replay to it. */
export function JournalTable({ entries, step, onSelectStep }: JournalTableProps) {
  return (
    <div className="ops-table-scroll">
      <Table.Root size="1" variant="surface" data-testid="table-journal">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>#</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Time</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Event</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Caused by</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Before → after</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.map((entry, index) => (
            <Table.Row
              key={entry.seq}
              className={index + 1 === step ? 'ops-row-current' : 'ops-row'}
              data-testid={`row-journal-${entry.seq}`}
              data-current={index + 1 === step}
              onClick={() => onSelectStep(index + 1)}
            >
              <Table.RowHeaderCell>
                <Text size="1" color="gray">
                  {entry.seq}
                </Text>
              </Table.RowHeaderCell>
              <Table.Cell>
                <Text size="1" title={entry.at} className="ops-nowrap">
                  {formatTime(entry.at)}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <Code size="1" variant="ghost">
                  {entry.eventType}
                </Code>
              </Table.Cell>
              <Table.Cell>
                <CauseLabel cause={entry.cause} />
              </Table.Cell>
              <Table.Cell>
                <span className="ops-transition-cell">
                  <StateBadge state={entry.stateBefore} /> → <StateBadge state={entry.stateAfter} />
                </span>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </div>
  );
}
