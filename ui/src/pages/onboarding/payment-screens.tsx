import { ArrowLeftIcon, CrossCircledIcon, ReloadIcon } from '@radix-ui/react-icons';
import { Button, Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';

/** 'Preparing payment...' while the SetupIntent is created. */
export function PreparingPayment() {
  return (
    <Card size="3">
      <Flex direction="column" align="center" gap="3" py="6" role="status" data-testid="status-preparing-payment">
        <Spinner size="3" />
        <Text color="gray">Preparing payment...</Text>
      </Flex>
    </Card>
  );
}

function FailureCard({ title, message, children, testId }: { title: string; message?: string; children: React.ReactNode; testId: string }) {
  return (
    <Card size="3" data-testid={testId}>
      <Flex direction="column" align="center" gap="3" py="4" role="alert">
        <CrossCircledIcon width="32" height="32" color="var(--red-9)" aria-hidden />
        <Heading as="h2" size="5" align="center">
          {title}
        </Heading>
        {message && (
          <Text as="p" size="2" color="gray" align="center">
            {message}
          </Text>
        )}
        <Flex gap="3" mt="2" wrap="wrap" justify="center">
          {children}
        </Flex>
      </Flex>
    </Card>
  );
}

/** The setup-intent request failed: Back, or ask again. */
export function PaymentInitializationFailed({ onBack, onRetry }: { onBack(): void; onRetry(): void }) {
  return (
    <FailureCard title="Payment Initialization Failed" message="Failed to initialize payment setup. Please try again." testId="screen-payment-init-failed">
      <Button variant="soft" color="gray" size="3" onClick={onBack} data-testid="button-back">
        <ArrowLeftIcon aria-hidden /> Back
      </Button>
      <Button size="3" onClick={onRetry} data-testid="button-retry-payment">
        <ReloadIcon aria-hidden /> Retry Payment Setup
      </Button>
    </FailureCard>
  );
}

/** Stripe.js could not load or no publishable key is configured. */
export function PaymentSystemError({ onBack }: { onBack(): void }) {
  return (
    <FailureCard title="Payment System Error" message="Stripe is not properly configured. Please contact support." testId="screen-payment-system-error">
      <Button variant="soft" color="gray" size="3" onClick={onBack} data-testid="button-back">
        <ArrowLeftIcon aria-hidden /> Back
      </Button>
    </FailureCard>
  );
}
