import { DotsHorizontalIcon } from '@radix-ui/react-icons';
import { Badge, Box, Card, DropdownMenu, Flex, Heading, IconButton, Text } from '@radix-ui/themes';
import type { Campaign } from '../../../../../schema/entities';
import { BiddingLine } from './bidding-line';
import { CampaignFigures } from './campaign-figures';
import { RoundApprovalCard } from './round-approval-card';
import { TournamentTracker } from './tournament-tracker';
import { approvalCardOf } from './tracker-state';
import './campaign-card.css';

export interface CampaignCardActions {
  onPause: (id: string) => void;
  onResume: (id: string) => void;
  onRunNewRound: (id: string) => void;
  onStopTournament: (id: string) => void;
  /** Id of the campaign whose status or tournament change is in flight. */
  busyId: string | null;
}

interface CampaignCardProps {
  campaign: Campaign;
  now: Date;
  actions: CampaignCardActions;
  /** The Active tab shows the cards without the menu. */
  showMenu: boolean;
}

/** One campaign: name, theme, status, menu, tournament tracker, approval card and seven figures. */
export function CampaignCard({ campaign, now, actions, showMenu }: CampaignCardProps) {
  const paused = campaign.status === 'paused';
  const approval = approvalCardOf(campaign);
  const busy = actions.busyId === campaign.id;
  return (
    <Card size={{ initial: '2', sm: '3' }} className="campaign-card" data-status={campaign.status} data-testid={`card-campaign-${campaign.id}`}>
      <Flex justify="between" align="start" gap="3">
        <Box minWidth="0">
          <Heading as="h3" size="4" data-testid={`text-campaign-name-${campaign.id}`} dir="auto">
            {campaign.name}
          </Heading>
          <Text as="p" size="2" color="gray" dir="auto">
            {campaign.theme}
          </Text>
          <BiddingLine campaign={campaign} />
        </Box>
        <Flex align="center" gap="2" flexShrink="0">
          <Badge color={paused ? 'gray' : 'green'} data-testid={`text-campaign-status-${campaign.id}`}>
            {paused ? 'paused' : 'active'}
          </Badge>
          {showMenu && (
            <DropdownMenu.Root>
              <DropdownMenu.Trigger>
                <IconButton
                  variant="ghost"
                  color="gray"
                  aria-label={`Actions for ${campaign.name}`}
                  disabled={busy}
                  data-testid={`button-campaign-menu-${campaign.id}`}
                >
                  <DotsHorizontalIcon />
                </IconButton>
              </DropdownMenu.Trigger>
              <DropdownMenu.Content align="end">
                {paused ? (
                  <DropdownMenu.Item onSelect={() => actions.onResume(campaign.id)} data-testid={`button-resume-campaign-${campaign.id}`}>
                    Resume Campaign
                  </DropdownMenu.Item>
                ) : (
                  <DropdownMenu.Item onSelect={() => actions.onPause(campaign.id)} data-testid={`button-pause-campaign-${campaign.id}`}>
                    Pause Campaign
                  </DropdownMenu.Item>
                )}
              </DropdownMenu.Content>
            </DropdownMenu.Root>
          )}
        </Flex>
      </Flex>
      <Flex direction="column" gap="3" mt="3" className="campaign-card-body">
        <TournamentTracker campaign={campaign} now={now} />
        {approval && (
          <RoundApprovalCard
            campaign={campaign}
            kind={approval}
            onRunNewRound={() => actions.onRunNewRound(campaign.id)}
            onStop={() => actions.onStopTournament(campaign.id)}
            stopping={busy}
          />
        )}
        <CampaignFigures campaign={campaign} />
      </Flex>
    </Card>
  );
}
