import { Badge, Callout, Code, Flex, Spinner, Table, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import type { OpsBusinessHealthResponse } from '../../../../schema/api/ops';
import { apiUrl } from '../../../../schema/api/paths';
import { TimeCell } from './jobs-panel';

const HEALTH_POLL_MS = 10_000;

/**
 * The businesses a recurring job is failing or retrying for (issue 19): since when, why, attempts
 * and the next one. A business that is not listed is healthy in every job.
 */
export function BusinessHealthPanel() {
  const health = useQuery<OpsBusinessHealthResponse>({ queryKey: [apiUrl('listOpsBusinessHealth')], refetchInterval: HEALTH_POLL_MS, staleTime: 0 });
  if (health.isLoading) return <Spinner />;
  if (health.isError || !health.data) {
    return (
      <Callout.Root color="red">
        <Callout.Text>Could not load the business health: {health.error?.message}</Callout.Text>
      </Callout.Root>
    );
  }
  const { businesses } = health.data;
  if (businesses.length === 0) {
    return (
      <Callout.Root color="green" data-testid="text-all-healthy">
        <Callout.Text>Every business is healthy in every recurring job.</Callout.Text>
      </Callout.Root>
    );
  }
  return (
    <div className="ops-table-scroll">
      <Table.Root size="1" variant="surface" data-testid="table-business-health">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Business</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Job</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Failing since</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Reason</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Next attempt</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Last success</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {businesses.map((row) => (
            <Table.Row key={`${row.businessId}|${row.job}`} data-testid={`row-health-${row.businessId}`} data-status={row.status}>
              <Table.RowHeaderCell>
                <Flex direction="column">
                  <Text size="2" weight="medium">
                    {row.businessName}
                  </Text>
                  <Text size="1" color="gray">
                    {row.platformMode} · {row.ownerEmail ?? 'no owner email'}
                  </Text>
                </Flex>
              </Table.RowHeaderCell>
              <Table.Cell>{row.job}</Table.Cell>
              <Table.Cell>
                <Badge color={row.status === 'failing' ? 'red' : 'amber'} variant="soft" data-testid="badge-health-status">
                  {row.status} ({row.attempts} attempt{row.attempts === 1 ? '' : 's'})
                </Badge>
              </Table.Cell>
              <Table.Cell>
                <TimeCell iso={row.failingSince} />
              </Table.Cell>
              <Table.Cell>
                <Code size="1" color="red" variant="ghost" className="ops-fail-reason">
                  {row.reason ?? '—'}
                </Code>
              </Table.Cell>
              <Table.Cell>
                <TimeCell iso={row.nextAttemptAt} />
              </Table.Cell>
              <Table.Cell>
                <TimeCell iso={row.lastSuccessAt} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </div>
  );
}
