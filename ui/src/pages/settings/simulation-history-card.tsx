import { Badge, Card, DataList, Flex, Heading, Text } from '@radix-ui/themes';
import type { SimulationHistory } from '../../../../schema/entities';
import { SIMULATION_HISTORY_TEXTS } from '../../../../schema/messages';
import { formatConversions, formatCount, formatCurrency, formatDate } from '../dashboard/number-format';

/** What demo mode showed before the business went live: kept, labelled, outside the live figures. */
export function SimulationHistoryCard({ history }: { history: SimulationHistory }) {
  return (
    <Card size="3" data-testid="card-simulation-history">
      <Flex justify="between" align="center" gap="3" mb="2" wrap="wrap">
        <Heading as="h2" size="5">
          {SIMULATION_HISTORY_TEXTS.title}
        </Heading>
        <Badge color="indigo" size="2">
          {SIMULATION_HISTORY_TEXTS.badge}
        </Badge>
      </Flex>
      <Text as="p" size="2" color="gray" mb="3">
        {SIMULATION_HISTORY_TEXTS.explain(formatDate(history.from), formatDate(history.through))}
      </Text>
      <DataList.Root size="2" orientation={{ initial: 'vertical', sm: 'horizontal' }}>
        {[{ name: 'All campaigns', ...history }, ...history.campaigns].map((row) => (
          <DataList.Item key={row.name}>
            <DataList.Label minWidth="180px">{row.name}</DataList.Label>
            <DataList.Value>
              {formatCurrency(row.spend)} simulated spend · {formatCount(row.impressions)} impressions · {formatCount(row.clicks)} clicks ·{' '}
              {formatConversions(row.conversions)} conversions
            </DataList.Value>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Card>
  );
}
