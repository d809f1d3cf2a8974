import { Callout, Card, Flex, Progress, Spinner, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { useCurrentWorkflow } from './dashboard-queries';

/** The launch workflow's progress above the campaigns while it runs; its error if it failed. */
export function WorkflowProgress() {
  const { data: workflow } = useCurrentWorkflow();
  if (!workflow || workflow.status === 'completed') return null;
  if (workflow.status === 'error') {
    return (
      <Callout.Root color="red" role="alert" data-testid="text-workflow-error">
        <Callout.Icon>
          <ExclamationTriangleIcon />
        </Callout.Icon>
        <Callout.Text>{workflow.message ?? `${workflow.step} failed`}</Callout.Text>
      </Callout.Root>
    );
  }
  const percent = Math.round(workflow.progress * 100);
  return (
    <Card size="2" data-testid="card-workflow-progress">
      <Flex align="center" justify="between" gap="3" mb="2">
        <Flex align="center" gap="2">
          <Spinner size="1" />
          <Text size="2" weight="medium" data-testid="text-workflow-step">
            {workflow.step}
          </Text>
        </Flex>
        <Text size="2" color="gray">
          {percent}%
        </Text>
      </Flex>
      <Progress value={percent} aria-label={`${workflow.step}: ${percent}%`} />
      {workflow.message && (
        <Text as="p" size="1" color="gray" mt="2">
          {workflow.message}
        </Text>
      )}
    </Card>
  );
}
