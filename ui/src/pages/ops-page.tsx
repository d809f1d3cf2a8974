import { Callout, Container, Heading, Tabs, Text } from '@radix-ui/themes';
import type { ToastText } from '../../../schema/messages';
import { useAuth } from '../auth/use-auth';
import { AppTopBar } from '../components/app-top-bar';
import { RequireAuth } from '../routing/require-auth';
import { BusinessHealthPanel } from './ops/business-health-panel';
import { JobsPanel } from './ops/jobs-panel';
import { TournamentsPanel } from './ops/tournaments-panel';
import './ops/ops.css';

const UNAUTHORIZED: ToastText = { title: 'Unauthorized', description: 'Please log in to open the ops console.' };

/** The /ops route: signed-out visitors get the toast and the login redirect, like /settings. */
export function OpsRoute() {
  return (
    <RequireAuth unauthorized={UNAUTHORIZED}>
      <OpsPage />
    </RequireAuth>
  );
}

/**
 * /ops, the operations console (issue 9): what the automation is doing and why. For
 * administrators (ADMIN_EMAILS); the API refuses everyone else with 403, and this page says so
 * instead of showing empty panels.
 */
export function OpsPage() {
  const { user } = useAuth();
  return (
    <>
      <AppTopBar user={user} showSettings />
      <main>
        <Container size="4" px={{ initial: '3', sm: '4' }} py="5">
          <Heading as="h1" size="7">
            Operations
          </Heading>
          <Text as="p" size="2" color="gray" mb="4">
            Every campaign's tournament machine, the journal of what moved it, the job queue that drives it, and the businesses a job is failing for.
          </Text>
          {user?.isAdmin ? (
            <Tabs.Root defaultValue="tournaments">
              <Tabs.List>
                <Tabs.Trigger value="tournaments" data-testid="tab-tournaments">
                  Tournaments
                </Tabs.Trigger>
                <Tabs.Trigger value="jobs" data-testid="tab-jobs">
                  Jobs
                </Tabs.Trigger>
                <Tabs.Trigger value="health" data-testid="tab-business-health">
                  Business health
                </Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="tournaments" className="ops-tab">
                <div style={{ paddingTop: 'var(--space-4)' }}>
                  <TournamentsPanel />
                </div>
              </Tabs.Content>
              <Tabs.Content value="jobs">
                <div style={{ paddingTop: 'var(--space-4)' }}>
                  <JobsPanel />
                </div>
              </Tabs.Content>
              <Tabs.Content value="health">
                <div style={{ paddingTop: 'var(--space-4)' }}>
                  <BusinessHealthPanel />
                </div>
              </Tabs.Content>
            </Tabs.Root>
          ) : (
            <Callout.Root color="red" data-testid="text-ops-forbidden">
              <Callout.Text>Only administrators can use the ops console.</Callout.Text>
            </Callout.Root>
          )}
        </Container>
      </main>
    </>
  );
}
