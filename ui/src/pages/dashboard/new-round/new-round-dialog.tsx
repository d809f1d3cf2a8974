import { Box, Button, Dialog, Flex, Heading, ScrollArea, Spinner, Text } from '@radix-ui/themes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiUrl } from '../../../../../schema/api/paths';
import type { TournamentMutationResponse, TournamentPreviewResponse } from '../../../../../schema/api/tournament';
import type { Campaign } from '../../../../../schema/entities';
import { DASHBOARD_ERROR_TOASTS, DASHBOARD_SUCCESS_TOASTS } from '../../../../../schema/messages';
import { userMessage } from '../../../lib/api-error';
import { apiRequest } from '../../../lib/query-client';
import { QUERY_KEYS } from '../../../realtime/query-keys';
import { toast } from '../../../toast/toast-store';
import { TrafficSplitNote } from '../traffic-split-note';
import { useDashboardMutation } from '../use-dashboard-mutation';
import { PreviewAdGroup } from './preview-ad-group';

/** The round a confirmed preview starts: the next one after an approval, round 1 of a new tournament otherwise. */
export function nextRoundOf(campaign: Campaign): number {
  return campaign.awaitingRoundApproval ? campaign.tournamentRound + 1 : 1;
}

/**
 * New Round Preview: the AI's challengers for every ad group, against each defending champion.
 * The preview is generated afresh each time the dialog opens (never cached), since it is AI output.
 */
export function NewRoundDialog({ campaign, onClose }: { campaign: Campaign | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const id = campaign?.id ?? '';
  const preview = useQuery<TournamentPreviewResponse>({
    queryKey: QUERY_KEYS.tournamentPreview(id),
    enabled: campaign !== null,
    gcTime: 0,
  });

  useEffect(() => {
    if (!preview.isError) return;
    toast({
      ...DASHBOARD_ERROR_TOASTS.tournamentPreviewFailed,
      description: userMessage(preview.error, DASHBOARD_ERROR_TOASTS.tournamentPreviewFailed.description),
      variant: 'destructive',
    });
    onClose();
  }, [preview.isError, preview.error, onClose]);

  const start = useDashboardMutation({
    mutationFn: async (previewData: TournamentPreviewResponse['previewData']) =>
      (await (await apiRequest('POST', apiUrl('startTournament', { id }), { previewData })).json()) as TournamentMutationResponse,
    success: DASHBOARD_SUCCESS_TOASTS.tournamentStarted,
    failure: DASHBOARD_ERROR_TOASTS.startTournamentFailed,
    refresh: [QUERY_KEYS.campaigns, QUERY_KEYS.hierarchy, QUERY_KEYS.history(id)],
    onSuccess: onClose,
  });

  const close = () => {
    if (start.isPending) return;
    void queryClient.cancelQueries({ queryKey: QUERY_KEYS.tournamentPreview(id) });
    onClose();
  };
  const challengers = preview.data?.previewData[0]?.newVariants.length ?? 3;

  return (
    <Dialog.Root open={campaign !== null} onOpenChange={(open) => !open && close()}>
      <Dialog.Content maxWidth="760px" data-testid="card-new-round-dialog">
        <Dialog.Title>New Round Preview</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {campaign && `${campaign.name}: your champion competes against ${challengers} new AI-generated challengers in Round ${nextRoundOf(campaign)}.`}
        </Dialog.Description>
        <Box mt="3">
          <TrafficSplitNote />
        </Box>
        {preview.isLoading || !preview.data ? (
          <Flex align="center" justify="center" gap="2" py="8" role="status">
            <Spinner size="3" />
            <Text color="gray">AI is writing new challengers...</Text>
          </Flex>
        ) : (
          <ScrollArea type="auto" scrollbars="vertical" style={{ maxHeight: '55vh' }}>
            <Flex direction="column" gap="5" mt="4" pr="3">
              <Heading as="h3" size="3" color="gray">
                {preview.data.campaignTheme}
              </Heading>
              {preview.data.previewData.map((group) => (
                <PreviewAdGroup key={group.adGroupId} group={group} />
              ))}
            </Flex>
          </ScrollArea>
        )}
        <Flex gap="3" mt="5" justify="end" wrap="wrap">
          <Button variant="soft" color="gray" onClick={close} disabled={start.isPending} data-testid="button-cancel-new-round">
            Cancel
          </Button>
          <Button
            onClick={() => preview.data && start.mutate(preview.data.previewData)}
            disabled={!preview.data || start.isPending}
            data-testid="button-confirm-new-round"
          >
            {start.isPending ? 'Starting Round...' : 'Run New Round'}
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
