import { Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/** A tab's loading state. */
export function TabSpinner({ label }: { label: string }) {
  return (
    <Flex justify="center" py="9" role="status" aria-label={label}>
      <Spinner size="3" />
    </Flex>
  );
}

/** A tab's empty state: a title and an optional line. */
export function EmptyState({ title, children, testId, icon }: { title: string; children?: ReactNode; testId: string; icon?: ReactNode }) {
  return (
    <Card size="4" data-testid={testId}>
      <Flex direction="column" align="center" gap="2" py="6" style={{ textAlign: 'center' }}>
        {icon}
        <Heading as="h3" size="4">
          {title}
        </Heading>
        {children && (
          <Text as="p" color="gray" size="2">
            {children}
          </Text>
        )}
      </Flex>
    </Card>
  );
}
