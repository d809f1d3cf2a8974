import { MagicWandIcon, PauseIcon } from '@radix-ui/react-icons';
import { Callout, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { useSetCampaignStatus, useStopTournament } from '../campaign-actions';
import { useCampaigns } from '../dashboard-queries';
import { NewRoundDialog } from '../new-round/new-round-dialog';
import { EmptyState, TabSpinner } from '../tab-states';
import { useBusinessNow } from '../use-now';
import { CampaignCard, type CampaignCardActions } from './campaign-card';

/** All Campaigns (with menus) or Active (active only, no menu). */
export function CampaignList({ filter }: { filter: 'all' | 'active' }) {
  const campaigns = useCampaigns();
  const now = useBusinessNow();
  const { pause, resume } = useSetCampaignStatus();
  const stop = useStopTournament();
  const [newRoundFor, setNewRoundFor] = useState<string | null>(null);

  if (campaigns.isLoading) return <TabSpinner label="Loading campaigns" />;
  if (campaigns.isError) {
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>Could not load campaigns. They will appear when the connection is back.</Callout.Text>
      </Callout.Root>
    );
  }
  const all = campaigns.data ?? [];
  const shown = filter === 'all' ? all : all.filter((campaign) => campaign.status === 'active');
  if (filter === 'all' && all.length === 0) {
    return (
      <EmptyState title="AI is analyzing your website" testId="text-empty-campaigns" icon={<MagicWandIcon width="28" height="28" />}>
        Your campaigns are being created. This usually takes 2-5 minutes.
      </EmptyState>
    );
  }
  if (shown.length === 0) {
    return (
      <EmptyState title="No active campaigns" testId="text-empty-active" icon={<PauseIcon width="28" height="28" />}>
        All campaigns are currently paused
      </EmptyState>
    );
  }
  const busyId =
    [pause, resume, stop].find((mutation) => mutation.isPending)?.variables ?? null;
  const actions: CampaignCardActions = {
    onPause: (id) => pause.mutate(id),
    onResume: (id) => resume.mutate(id),
    onStopTournament: (id) => stop.mutate(id),
    onRunNewRound: setNewRoundFor,
    busyId,
  };
  const roundCampaign = all.find((campaign) => campaign.id === newRoundFor) ?? null;
  return (
    <Flex direction="column" gap="4">
      {shown.map((campaign) => (
        <CampaignCard key={campaign.id} campaign={campaign} now={now} actions={actions} showMenu={filter === 'all'} />
      ))}
      <NewRoundDialog campaign={roundCampaign} onClose={() => setNewRoundFor(null)} />
    </Flex>
  );
}
