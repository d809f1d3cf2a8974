import { Card, Container, Flex, Heading, Progress, Text } from '@radix-ui/themes';
import { useAuth } from '../auth/use-auth';
import { AppTopBar } from '../components/app-top-bar';

/**
 * Placeholder: the onboarding engineer replaces this file (keep the Stripe code lazy, inside
 * step 4 only). The route is open to signed-out visitors too (SPEC section 2 route table).
 */
export function OnboardingPage() {
  const { user } = useAuth();
  return (
    <>
      <AppTopBar user={user} />
      <main>
        <Container size="2" px="4" py="6">
          <Heading as="h1" size="8">
            Get Started
          </Heading>
          <Flex direction="column" gap="2" mt="4">
            <Text size="2" color="gray">
              Step 1 of 4
            </Text>
            <Progress value={25} aria-label="Step 1 of 4" />
          </Flex>
          <Card mt="5" size="3">
            <Text>Tell us about your business and budget</Text>
          </Card>
        </Container>
      </main>
    </>
  );
}
