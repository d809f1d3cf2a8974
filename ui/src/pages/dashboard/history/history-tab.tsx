import { Badge, Box, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useCampaigns } from '../dashboard-queries';
import { EmptyState, TabSpinner } from '../tab-states';
import { HistoryView } from './history-view';
import './history.css';

/** Campaign History: pick a campaign, then see every round it played. */
export function HistoryTab() {
  const campaigns = useCampaigns();
  const [selected, setSelected] = useState<string | null>(null);
  if (selected) return <HistoryView campaignId={selected} onBack={() => setSelected(null)} />;
  if (campaigns.isLoading) return <TabSpinner label="Loading campaigns" />;
  const list = campaigns.data ?? [];
  if (list.length === 0) return <EmptyState title="No campaigns yet" testId="text-empty-history" />;
  return (
    <Flex direction="column" gap="3">
      {list.map((campaign) => (
        <button
          key={campaign.id}
          type="button"
          className="history-campaign-button"
          onClick={() => setSelected(campaign.id)}
          data-testid={`button-history-${campaign.id}`}
        >
          <Card size="2">
            <Flex justify="between" align="center" gap="3">
              <Box minWidth="0">
                <Heading as="h3" size="3" dir="auto">
                  {campaign.name}
                </Heading>
                <Text size="2" color="gray">
                  {campaign.theme}
                </Text>
              </Box>
              <Badge color="indigo">Round {campaign.tournamentRound}</Badge>
            </Flex>
          </Card>
        </button>
      ))}
    </Flex>
  );
}
