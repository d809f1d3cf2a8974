import { PauseIcon, PlayIcon } from '@radix-ui/react-icons';
import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUrl } from '../../../../schema/api/paths';
import type { Business } from '../../../../schema/entities';
import { PAUSE_ALL_TEXTS } from '../../../../schema/messages';
import { userMessage } from '../../lib/api-error';
import { apiRequest } from '../../lib/query-client';
import { QUERY_KEYS } from '../../realtime/query-keys';
import { MY_BUSINESS_QUERY_KEY } from '../../routing/business-gate';
import { toast } from '../../toast/toast-store';

/**
 * The dashboard's one action for a holiday: pause every campaign (asked first, with what it does),
 * or resume what that pause stopped (engine/commands/pause-business.ts).
 */
export function PauseAllButton({ business }: { business: Business }) {
  const queryClient = useQueryClient();
  const paused = Boolean(business.pausedSince);
  const change = useMutation({
    mutationFn: async (action: 'pauseBusiness' | 'resumeBusiness') => (await (await apiRequest('POST', apiUrl(action), {})).json()) as Business,
    onSuccess: (updated, action) => {
      queryClient.setQueryData(MY_BUSINESS_QUERY_KEY, updated);
      for (const queryKey of [QUERY_KEYS.campaigns, QUERY_KEYS.hierarchy, QUERY_KEYS.activityLogs]) void queryClient.invalidateQueries({ queryKey });
      toast(action === 'pauseBusiness' ? PAUSE_ALL_TEXTS.paused : PAUSE_ALL_TEXTS.resumed);
    },
    onError: (error) => toast({ ...PAUSE_ALL_TEXTS.failed, description: userMessage(error, PAUSE_ALL_TEXTS.failed.description), variant: 'destructive' }),
  });

  if (paused) {
    return (
      <Button size="3" variant="soft" loading={change.isPending} onClick={() => change.mutate('resumeBusiness')} data-testid="button-resume-all">
        <PlayIcon aria-hidden /> {PAUSE_ALL_TEXTS.resume}
      </Button>
    );
  }
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger>
        <Button size="3" variant="soft" color="gray" loading={change.isPending} data-testid="button-pause-all">
          <PauseIcon aria-hidden /> {PAUSE_ALL_TEXTS.pause}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="480px" data-testid="dialog-pause-all">
        <AlertDialog.Title>{PAUSE_ALL_TEXTS.confirmTitle}</AlertDialog.Title>
        <AlertDialog.Description size="2">{PAUSE_ALL_TEXTS.confirmBody(!business.demoMode)}</AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              {PAUSE_ALL_TEXTS.cancel}
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color="red" onClick={() => change.mutate('pauseBusiness')} data-testid="button-confirm-pause-all">
              {PAUSE_ALL_TEXTS.confirm}
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
