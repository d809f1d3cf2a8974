import { Flex, Select, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { ACTIVITY_EVENT_TYPES, ACTIVITY_LEVELS } from '../../../../../schema/entities';
import type { EventTypeFilter, LevelFilter } from '../../../realtime/query-keys';
import { useActivityLogs } from '../dashboard-queries';
import { EmptyState, TabSpinner } from '../tab-states';
import { useNow } from '../use-now';
import { ActivityEntry, EVENT_TYPE_LABELS, LEVEL_LABELS } from './activity-entry';

function FilterSelect<T extends string>({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: { value: T; label: string }[];
}) {
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="1" color="gray" id={`${id}-label`}>
        {label}
      </Text>
      <Select.Root value={value} onValueChange={(next) => onChange(next as T)}>
        <Select.Trigger aria-labelledby={`${id}-label`} data-testid={`input-${id}`} style={{ minWidth: 160 }} />
        <Select.Content>
          {options.map((option) => (
            <Select.Item key={option.value} value={option.value} data-testid={`option-${id}-${option.value}`}>
              {option.label}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </Flex>
  );
}

const EVENT_TYPE_OPTIONS: { value: EventTypeFilter; label: string }[] = [
  { value: 'all', label: 'All Events' },
  ...ACTIVITY_EVENT_TYPES.map((value) => ({ value, label: EVENT_TYPE_LABELS[value] })),
];
const LEVEL_OPTIONS: { value: LevelFilter; label: string }[] = [
  { value: 'all', label: 'All Levels' },
  ...ACTIVITY_LEVELS.map((value) => ({ value, label: LEVEL_LABELS[value] })),
];

/** Activity Log: every decision and audit, filtered by event type and level, newest first. */
export function ActivityLogTab() {
  const [eventType, setEventType] = useState<EventTypeFilter>('all');
  const [level, setLevel] = useState<LevelFilter>('all');
  const logs = useActivityLogs(eventType, level);
  const now = useNow(10_000);
  const entries = logs.data?.logs ?? [];
  return (
    <Flex direction="column" gap="4">
      <Flex gap="3" wrap="wrap">
        <FilterSelect id="event-type" label="Event Type" value={eventType} onChange={setEventType} options={EVENT_TYPE_OPTIONS} />
        <FilterSelect id="level" label="Level" value={level} onChange={setLevel} options={LEVEL_OPTIONS} />
      </Flex>
      {logs.isLoading ? (
        <TabSpinner label="Loading activity" />
      ) : entries.length === 0 ? (
        <EmptyState title="No activity yet" testId="text-empty-activity" />
      ) : (
        <Flex direction="column" gap="2">
          {entries.map((entry) => (
            <ActivityEntry key={entry.id} entry={entry} now={now} />
          ))}
        </Flex>
      )}
    </Flex>
  );
}
