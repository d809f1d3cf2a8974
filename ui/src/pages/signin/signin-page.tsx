import { ArrowRightIcon } from '@radix-ui/react-icons';
import { Box, Button, Card, Flex, Heading, Spinner, Tabs, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AuthMode } from '../../../../schema/auth';
import { useAuth } from '../../auth/use-auth';
import { AdPilotLogo } from '../../components/adpilot-logo';
import { loginUrl, safeReturnTo } from '../../lib/return-to';
import { ThemeToggle } from '../../theme/theme-toggle';
import { AuthForm } from './auth-form';
import './signin-page.css';

/**
 * /signin?returnTo=/x: the built-in sign-in page. In OpenID Connect mode it only offers the
 * provider's login. A visitor who is already signed in goes straight on to `returnTo`.
 */
export function SignInPage() {
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const { isAuthenticated, isLoading } = useAuth();
  const mode = useQuery<AuthMode>({ queryKey: ['/api/auth/mode'] });

  useEffect(() => {
    if (isAuthenticated) window.location.replace(returnTo);
  }, [isAuthenticated, returnTo]);

  const ready = !isLoading && !isAuthenticated && !mode.isLoading;
  // If the mode cannot be read, built-in accounts are the server's default.
  const oidc = mode.data?.mode === 'oidc';

  return (
    <div className="signin-backdrop">
      <Flex justify="end" p="3">
        <ThemeToggle />
      </Flex>
      <main className="signin-main">
        <Card size="4" className="signin-card">
          <Flex direction="column" align="center" gap="2" mb="5">
            <AdPilotLogo size={40} />
            <Heading as="h1" size="6" align="center" mt="3">
              Welcome to AdPilot
            </Heading>
            <Text size="2" color="gray" align="center">
              Zero-Touch Google Ads Automation
            </Text>
          </Flex>
          {!ready ? (
            <Flex justify="center" py="6" role="status" aria-label="Loading">
              <Spinner size="3" />
            </Flex>
          ) : oidc ? (
            <Button asChild size="3" style={{ width: '100%' }} data-testid="button-sign-in">
              <a href={loginUrl(returnTo)}>
                Continue to sign in <ArrowRightIcon aria-hidden />
              </a>
            </Button>
          ) : (
            <Tabs.Root defaultValue="signin">
              <Tabs.List justify="center" size="2">
                <Tabs.Trigger value="signin" data-testid="tab-sign-in">
                  Sign in
                </Tabs.Trigger>
                <Tabs.Trigger value="signup" data-testid="tab-sign-up">
                  Create account
                </Tabs.Trigger>
              </Tabs.List>
              <Box pt="5">
                <Tabs.Content value="signin">
                  <AuthForm mode="signin" returnTo={returnTo} />
                </Tabs.Content>
                <Tabs.Content value="signup">
                  <AuthForm mode="signup" returnTo={returnTo} />
                </Tabs.Content>
              </Box>
            </Tabs.Root>
          )}
        </Card>
        <Text as="p" size="1" color="gray" align="center" mt="4">
          Setup in about 5 minutes. No long-term contracts.
        </Text>
      </main>
    </div>
  );
}
