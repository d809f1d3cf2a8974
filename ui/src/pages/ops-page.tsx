import { Tabs, Text } from '@radix-ui/themes';
import type { ToastText } from '../../../schema/messages';
import { AdminPage } from '../components/admin-page';
import { BusinessHealthPanel } from './ops/business-health-panel';
import { JobsPanel } from './ops/jobs-panel';
import { TournamentsPanel } from './ops/tournaments-panel';
import './ops/ops.css';

const UNAUTHORIZED: ToastText = { title: 'Unauthorized', description: 'Please log in to open the ops console.' };

/**
 * /ops, the operations console (issue 9): what the automation is doing and why. For
 * administrators (ADMIN_EMAILS); the API refuses everyone else with 403, and this page says so
 * instead of showing empty panels.
 */
export function OpsRoute() {
  return (
    <AdminPage
      title="Operations"
      unauthorized={UNAUTHORIZED}
      forbidden={{ text: 'Only administrators can use the ops console.', testId: 'text-ops-forbidden' }}
      intro={
        <Text as="p" size="2" color="gray" mb="4">
          Every campaign's tournament machine, the journal of what moved it, the job queue that drives it, and the businesses a job is failing for.
        </Text>
      }
    >
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
    </AdminPage>
  );
}
