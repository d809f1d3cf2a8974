import { Button, Card, Container, Flex, Heading, Text } from '@radix-ui/themes';
import { PlusIcon } from '@radix-ui/react-icons';
import { useAuth } from '../auth/use-auth';
import { AppTopBar } from '../components/app-top-bar';

/**
 * Placeholder: the dashboard engineer replaces this file. The route already guards it (signed-in
 * only, see routing/require-auth.tsx) and passes through routing/business-gate.tsx.
 */
export function DashboardPage() {
  const { user } = useAuth();
  return (
    <>
      <AppTopBar user={user} showSettings />
      <main>
        <Container size="4" px="4" py="6">
          <Flex justify="between" align={{ initial: 'start', sm: 'center' }} direction={{ initial: 'column', sm: 'row' }} gap="4">
            <div>
              <Heading as="h1" size="8">
                Dashboard
              </Heading>
              <Text as="p" color="gray" mt="1">
                Automated campaigns running 24/7
              </Text>
            </div>
            <Button size="3" data-testid="button-create-campaign" disabled>
              <PlusIcon aria-hidden /> Create New Campaign
            </Button>
          </Flex>
          <Card mt="6" size="3">
            <Text color="gray">Your campaigns will appear here.</Text>
          </Card>
        </Container>
      </main>
    </>
  );
}
