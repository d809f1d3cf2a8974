import { Badge, Button, Callout, Code, Flex, Spinner, Table, Text } from '@radix-ui/themes';
import { OPS_JOB_STATUSES, type OpsJob, type OpsJobStatus } from '../../../../schema/api/ops';
import { toast } from '../../toast/toast-store';
import { formatTime, relativeTime } from './format-time';
import { useJobAction, useOpsJobs } from './ops-queries';

type BadgeColor = 'blue' | 'red' | 'gray' | 'green' | 'amber';
const STATUS_COLOR: Record<OpsJobStatus, BadgeColor> = { running: 'blue', failed: 'red', scheduled: 'amber', finished: 'green', disabled: 'gray' };

export function TimeCell({ iso }: { iso: string | null }) {
  if (!iso) return <Text size="1" color="gray">—</Text>;
  return (
    <Flex direction="column">
      <Text size="1">{formatTime(iso)}</Text>
      <Text size="1" color="gray">
        {relativeTime(iso)}
      </Text>
    </Flex>
  );
}

function dataSummary(job: OpsJob): string {
  const entries = Object.entries(job.data);
  return entries.length === 0 ? '' : entries.map(([key, value]) => `${key}=${typeof value === 'string' ? value.slice(0, 8) : JSON.stringify(value)}`).join(' ');
}

/** "every 1 hour", "cron 0 2 1 * *" (Agenda takes both), or "once". */
function schedule(job: OpsJob): string {
  if (!job.recurring || !job.repeatInterval) return 'once';
  return /^[\d*/,-]+( [\d*/,-]+){4,5}$/.test(job.repeatInterval) ? `cron ${job.repeatInterval} UTC` : `every ${job.repeatInterval}`;
}

/**
 * Agenda's jobs, triaged: running, failed (with the reason), scheduled, finished. Run now and
 * retry move a job's next run to now; the worker picks it up at its next poll.
 */
export function JobsPanel() {
  const jobs = useOpsJobs();
  const runNow = useJobAction('runOpsJobNow');
  const retry = useJobAction('retryOpsJob');
  const act = (mutation: typeof runNow, job: OpsJob) =>
    mutation.mutate(job.id, {
      onSuccess: (result) => toast({ title: 'Job queued', description: result.message }),
      onError: (error) => toast({ title: 'Could not queue the job', description: error.message, variant: 'destructive' }),
    });

  if (jobs.isLoading) return <Spinner />;
  if (jobs.isError || !jobs.data) {
    return (
      <Callout.Root color="red">
        <Callout.Text>Could not load the jobs: {jobs.error?.message}</Callout.Text>
      </Callout.Root>
    );
  }
  const { counts } = jobs.data;
  return (
    <Flex direction="column" gap="3">
      <Flex gap="2" wrap="wrap" data-testid="job-counts">
        {OPS_JOB_STATUSES.map((status) => (
          <Badge key={status} color={STATUS_COLOR[status]} variant={status === 'failed' && counts.failed > 0 ? 'solid' : 'soft'} size="2" data-testid={`count-${status}`}>
            {status} {counts[status]}
          </Badge>
        ))}
      </Flex>
      <div className="ops-table-scroll">
        <Table.Root size="1" variant="surface" data-testid="table-jobs">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Job</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Last run</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Next run</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Failures</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>
                <span className="visually-hidden">Actions</span>
              </Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {jobs.data.jobs.map((job) => (
              <Table.Row key={job.id} data-testid={`row-job-${job.id}`} data-job-name={job.name} data-status={job.status}>
                <Table.RowHeaderCell>
                  <Flex direction="column">
                    <Text size="2" weight="medium">
                      {job.name}
                    </Text>
                    <Text size="1" color="gray">
                      {schedule(job)} {dataSummary(job)}
                    </Text>
                  </Flex>
                </Table.RowHeaderCell>
                <Table.Cell>
                  <Badge color={STATUS_COLOR[job.status]} variant="soft" data-testid="badge-job-status">
                    {job.status}
                  </Badge>
                </Table.Cell>
                <Table.Cell>
                  <TimeCell iso={job.lastFinishedAt ?? job.lastRunAt} />
                </Table.Cell>
                <Table.Cell>
                  <TimeCell iso={job.nextRunAt} />
                </Table.Cell>
                <Table.Cell>
                  {job.failCount > 0 || job.failReason ? (
                    <Flex direction="column" gap="1" maxWidth="280px">
                      <Text size="1" color="red">
                        {job.failCount} failure{job.failCount === 1 ? '' : 's'} · {formatTime(job.failedAt)}
                      </Text>
                      {job.failReason && (
                        <>
                          {/* Reasons can be whole validation reports: three lines here, all of it on demand. */}
                          <Code size="1" color="red" variant="ghost" className="ops-fail-reason" data-testid="text-fail-reason">
                            {job.failReason.replace(/\s+/g, ' ')}
                          </Code>
                          <details className="ops-fail-details">
                            <summary>Full reason</summary>
                            <pre>{job.failReason}</pre>
                          </details>
                        </>
                      )}
                    </Flex>
                  ) : (
                    <Text size="1" color="gray">
                      none
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <Flex gap="2" justify="end">
                    {job.status === 'failed' && (
                      <Button size="1" color="red" variant="soft" onClick={() => act(retry, job)} disabled={retry.isPending} data-testid={`button-retry-${job.id}`}>
                        Retry
                      </Button>
                    )}
                    <Button
                      size="1"
                      variant="soft"
                      onClick={() => act(runNow, job)}
                      disabled={runNow.isPending || job.status === 'running' || job.status === 'disabled'}
                      data-testid={`button-run-now-${job.id}`}
                    >
                      Run now
                    </Button>
                  </Flex>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </div>
    </Flex>
  );
}
