import { ArrowLeftIcon } from '@radix-ui/react-icons';
import { Badge, Box, Button, Callout, Flex, Heading, Text } from '@radix-ui/themes';
import { useEffect } from 'react';
import { DASHBOARD_ERROR_TOASTS } from '../../../../../schema/messages';
import { toast } from '../../../toast/toast-store';
import { useCampaignHistory } from '../dashboard-queries';
import { plural } from '../number-format';
import { TabSpinner } from '../tab-states';
import { currentRoundIndex } from './current-round';
import { RoundSection } from './round-section';

const FAILED = DASHBOARD_ERROR_TOASTS.historyLoadFailed;

/** One campaign's rounds, newest tournament last, with a way back to the list. */
export function HistoryView({ campaignId, onBack }: { campaignId: string; onBack: () => void }) {
  const history = useCampaignHistory(campaignId);
  const failed = history.isError && !history.data;

  useEffect(() => {
    if (failed) toast({ ...FAILED, variant: 'destructive' });
  }, [failed]);

  return (
    <Flex direction="column" gap="4">
      <Box>
        <Button variant="ghost" color="gray" onClick={onBack} data-testid="button-back-to-campaign-list">
          <ArrowLeftIcon aria-hidden /> Back to Campaign List
        </Button>
      </Box>
      {history.isLoading ? (
        <TabSpinner label="Loading history" />
      ) : failed || !history.data ? (
        <Callout.Root color="red" role="alert" data-testid="text-history-error">
          <Callout.Text>
            <strong>{FAILED.title}</strong>
            <br />
            {FAILED.description}
          </Callout.Text>
        </Callout.Root>
      ) : (
        <>
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            <Box>
              <Heading as="h3" size="5" data-testid="text-history-campaign" dir="auto">
                {history.data.campaign.name}
              </Heading>
              <Text size="2" color="gray">
                {history.data.campaign.theme}
              </Text>
            </Box>
            <Badge size="2" data-testid="text-round-count">
              {plural(history.data.rounds.length, 'round')}
            </Badge>
          </Flex>
          <Flex direction="column" gap="3">
            {history.data.rounds.map((round, index) => (
              <RoundSection
                key={`${round.tournament ?? 1}-${round.round}`}
                round={round}
                current={index === currentRoundIndex(history.data)}
                sectionId={`${round.tournament ?? 1}-${round.round}`}
              />
            ))}
          </Flex>
        </>
      )}
    </Flex>
  );
}
