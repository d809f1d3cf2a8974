import { ChevronRightIcon } from '@radix-ui/react-icons';
import { Badge, Box, Card, Code, Flex, Text } from '@radix-ui/themes';
import type { ActivityEventType, ActivityLevel, ActivityLogEntry } from '../../../../../schema/entities';
import { SIMULATION_HISTORY_TEXTS } from '../../../../../schema/messages';
import { relativeAge } from './relative-age';
import '../disclosure.css';
import './activity.css';

export const EVENT_TYPE_LABELS: Record<ActivityEventType, string> = {
  automation: 'Automation',
  budget_audit: 'Budget Audit',
  metrics_sync: 'Metrics Sync',
};

export const LEVEL_LABELS: Record<ActivityLevel, string> = { info: 'Info', success: 'Success', warning: 'Warning', error: 'Error' };

const LEVEL_COLORS = { info: 'blue', success: 'green', warning: 'amber', error: 'red' } as const satisfies Record<ActivityLevel, string>;

/** The details that are not shown in their own section: what "raw details" means. */
function rawDetailsOf(details: ActivityLogEntry['details']): Record<string, unknown> | null {
  if (!details) return null;
  const { analysisReasoning: _analysis, recommendations: _recommendations, simulated: _simulated, ...rest } = details;
  return Object.keys(rest).length > 0 ? rest : null;
}

/** One entry; expands to the AI's analysis, its recommendations and the raw details. */
export function ActivityEntry({ entry, now }: { entry: ActivityLogEntry; now: Date }) {
  const analysis = entry.details?.analysisReasoning;
  const recommendations = entry.details?.recommendations ?? [];
  const raw = rawDetailsOf(entry.details);
  const expandable = Boolean(analysis || recommendations.length > 0 || raw);
  const header = (
    <Flex justify="between" align="start" gap="3" flexGrow="1">
      <Box minWidth="0">
        <Flex align="center" gap="2" wrap="wrap">
          <Text weight="bold" size="2">
            {entry.title}
          </Text>
          <Badge color={LEVEL_COLORS[entry.level]} data-testid={`text-log-level-${entry.id}`}>
            {entry.level}
          </Badge>
          {entry.details?.simulated && (
            <Badge color="indigo" variant="outline" data-testid={`text-log-simulated-${entry.id}`}>
              {SIMULATION_HISTORY_TEXTS.logBadge}
            </Badge>
          )}
          <Text size="1" color="gray" data-testid={`text-log-type-${entry.id}`}>
            {EVENT_TYPE_LABELS[entry.eventType]}
          </Text>
        </Flex>
        <Text as="p" size="2" color="gray" mt="1">
          {entry.message}
        </Text>
      </Box>
      <Text size="1" color="gray" style={{ whiteSpace: 'nowrap' }}>
        <time dateTime={entry.createdAt}>{relativeAge(entry.createdAt, now)}</time>
      </Text>
    </Flex>
  );
  return (
    <Card size="2" data-testid={`card-log-${entry.id}`} data-event-type={entry.eventType} data-level={entry.level}>
      {expandable ? (
        <details className="activity-entry">
          <summary className="activity-entry-summary" data-testid={`button-expand-log-${entry.id}`}>
            <ChevronRightIcon className="activity-entry-chevron" aria-hidden />
            {header}
          </summary>
          <Flex direction="column" gap="3" mt="3" pl="5">
            {analysis && (
              <Box p="3" className="activity-analysis" data-testid={`text-log-analysis-${entry.id}`}>
                <Text as="p" size="1" weight="bold" color="indigo" mb="1">
                  AI Expert Analysis
                </Text>
                <dl className="disclosure-list">
                  <dt>Strategy</dt>
                  <dd>{analysis.strategy}</dd>
                  <dt>Hypothesis</dt>
                  <dd>{analysis.hypothesis}</dd>
                  <dt>Reasoning</dt>
                  <dd>{analysis.reasoning}</dd>
                </dl>
              </Box>
            )}
            {recommendations.length > 0 && (
              <Box>
                <Text as="p" size="1" weight="bold" mb="1">
                  AI Recommendations
                </Text>
                <ul className="activity-recommendations">
                  {recommendations.map((recommendation, index) => (
                    <li key={index}>
                      <Text size="2">{recommendation}</Text>
                    </li>
                  ))}
                </ul>
              </Box>
            )}
            {raw && (
              <Box>
                <Text as="p" size="1" weight="bold" mb="1">
                  Details
                </Text>
                <Code asChild variant="ghost" size="1">
                  <pre className="activity-raw">{JSON.stringify(raw, null, 2)}</pre>
                </Code>
              </Box>
            )}
          </Flex>
        </details>
      ) : (
        <Flex gap="2">{header}</Flex>
      )}
    </Card>
  );
}
