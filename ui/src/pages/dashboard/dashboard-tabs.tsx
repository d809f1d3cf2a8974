import { Box, Tabs } from '@radix-ui/themes';
import type { MouseEvent } from 'react';
import { ActivityLogTab } from './activity/activity-log-tab';
import { AdTestingTab } from './ad-testing/ad-testing-tab';
import { CampaignList } from './campaigns/campaign-list';
import { useCampaigns } from './dashboard-queries';
import { HistoryTab } from './history/history-tab';
import { SearchTermsTab } from './search-terms-tab';
import './dashboard-tabs.css';

/**
 * Radix focuses a tab from its own mousedown handler; Chromium takes that for script focus and draws
 * the keyboard focus ring after a plain click. Focus the tab here without the ring instead (Radix's
 * handler then stands aside, and the focus still selects the tab).
 */
function focusWithoutRing(event: MouseEvent<HTMLButtonElement>) {
  if (event.button !== 0 || event.ctrlKey) return;
  event.preventDefault();
  event.currentTarget.focus({ focusVisible: false });
}

/** All Campaigns, Active (count), Ad Testing, Campaign History, Search Terms, Activity Log. Only the open tab loads its data. */
export function DashboardTabs() {
  const { data: campaigns } = useCampaigns();
  const activeCount = campaigns?.filter((campaign) => campaign.status === 'active').length ?? 0;
  return (
    <Tabs.Root defaultValue="all">
      <Tabs.List className="dashboard-tabs-list" aria-label="Campaign views">
        <Tabs.Trigger value="all" data-testid="tab-all-campaigns" onMouseDown={focusWithoutRing}>
          All Campaigns
        </Tabs.Trigger>
        <Tabs.Trigger value="active" data-testid="tab-active" onMouseDown={focusWithoutRing}>
          Active ({activeCount})
        </Tabs.Trigger>
        <Tabs.Trigger value="ad-testing" data-testid="tab-ad-testing" onMouseDown={focusWithoutRing}>
          Ad Testing
        </Tabs.Trigger>
        <Tabs.Trigger value="history" data-testid="tab-campaign-history" onMouseDown={focusWithoutRing}>
          Campaign History
        </Tabs.Trigger>
        <Tabs.Trigger value="search-terms" data-testid="tab-search-terms" onMouseDown={focusWithoutRing}>
          Search Terms
        </Tabs.Trigger>
        <Tabs.Trigger value="activity" data-testid="tab-activity-log" onMouseDown={focusWithoutRing}>
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
        <Tabs.Content value="search-terms">
          <SearchTermsTab />
        </Tabs.Content>
        <Tabs.Content value="activity">
          <ActivityLogTab />
        </Tabs.Content>
      </Box>
    </Tabs.Root>
  );
}
