import { Badge, Flex, Text } from '@radix-ui/themes';
import type { JournalCause } from '../../../../schema/api/ops';

/** "job round-check" with its run id, or the user's e-mail: who made the machine move. */
export function CauseLabel({ cause }: { cause: JournalCause }) {
  if (cause.kind === 'job') {
    return (
      <Flex gap="1" align="center" wrap="wrap">
        <Badge color="violet" variant="soft" size="1">
          job
        </Badge>
        <Text size="1">{cause.name}</Text>
        {cause.jobId && (
          <Text size="1" color="gray" title={cause.jobId}>
            #{cause.jobId.slice(0, 8)}
          </Text>
        )}
      </Flex>
    );
  }
  if (cause.kind === 'user') {
    return (
      <Flex gap="1" align="center" wrap="wrap">
        <Badge color="cyan" variant="soft" size="1">
          user
        </Badge>
        <Text size="1" title={cause.name}>
          {cause.userEmail ?? cause.name}
        </Text>
      </Flex>
    );
  }
  return (
    <Flex gap="1" align="center">
      <Badge color="gray" variant="soft" size="1">
        {cause.name}
      </Badge>
    </Flex>
  );
}
