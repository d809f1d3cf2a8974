import { Box, Tabs } from '@radix-ui/themes';
import { ActivityLogTab } from './activity/activity-log-tab';
import { AdTestingTab } from './ad-testing/ad-testing-tab';
import { CampaignList } from './campaigns/campaign-list';
import { useCampaigns } from './dashboard-queries';
import { HistoryTab } from './history/history-tab';
import './dashboard-tabs.css';

/** All Campaigns, Active (count), Ad Testing, Campaign History, Activity Log. Only the open tab loads its data. */
export function DashboardTabs() {
  const { data: campaigns } = useCampaigns();
  const activeCount = campaigns?.filter((campaign) => campaign.status === 'active').length ?? 0;
  return (
    <Tabs.Root defaultValue="all">
      <Tabs.List className="dashboard-tabs-list" aria-label="Campaign views">
        <Tabs.Trigger value="all" data-testid="tab-all-campaigns">
          All Campaigns
        </Tabs.Trigger>
        <Tabs.Trigger value="active" data-testid="tab-active">
          Active ({activeCount})
        </Tabs.Trigger>
        <Tabs.Trigger value="ad-testing" data-testid="tab-ad-testing">
          Ad Testing
        </Tabs.Trigger>
        <Tabs.Trigger value="history" data-testid="tab-campaign-history">
          Campaign History
        </Tabs.Trigger>
        <Tabs.Trigger value="activity" data-testid="tab-activity-log">
          Activity Log
        </Tabs.Trigger>
      </Tabs.List>
      <Box pt="4">
        <Tabs.Content value="all">
          <CampaignList filter="all" />
        </Tabs.Content>
        <Tabs.Content value="active">
          <CampaignList filter="active" />
        </Tabs.Content>
        <Tabs.Content value="ad-testing">
          <AdTestingTab />
        </Tabs.Content>
        <Tabs.Content value="history">
          <HistoryTab />
        </Tabs.Content>
        <Tabs.Content value="activity">
          <ActivityLogTab />
        </Tabs.Content>
      </Box>
    </Tabs.Root>
  );
}
