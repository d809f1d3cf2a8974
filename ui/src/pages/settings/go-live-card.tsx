import { RocketIcon } from '@radix-ui/react-icons';
import { AlertDialog, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { apiUrl } from '../../../../schema/api/paths';
import type { Business, GoogleAdsConnection } from '../../../../schema/entities';
import { GO_LIVE_TEXTS } from '../../../../schema/messages';
import { userMessage } from '../../lib/api-error';
import { apiRequest } from '../../lib/query-client';
import { QUERY_KEYS } from '../../realtime/query-keys';
import { MY_BUSINESS_QUERY_KEY } from '../../routing/business-gate';
import { toast } from '../../toast/toast-store';
import { formatCurrency } from '../dashboard/number-format';

/**
 * Shown while a demo business's owner has connected Google Ads: the campaigns still run on the
 * simulator until the owner takes them live, asked first with what it costs (engine/commands/go-live.ts).
 */
export function GoLiveCard({ business, connection }: { business: Business; connection: GoogleAdsConnection }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const account = connection.customerId ? `Google Ads account ${formatCustomerId(connection.customerId)}` : 'your Google Ads account';
  const budget = formatCurrency(business.monthlyBudget);
  const goLive = useMutation({
    mutationFn: async () => (await (await apiRequest('POST', apiUrl('goLive'), {})).json()) as Business,
    onSuccess: (updated) => {
      queryClient.setQueryData(MY_BUSINESS_QUERY_KEY, updated);
      for (const queryKey of [QUERY_KEYS.campaigns, QUERY_KEYS.hierarchy, QUERY_KEYS.activityLogs]) void queryClient.invalidateQueries({ queryKey });
      toast(GO_LIVE_TEXTS.done);
      navigate('/dashboard');
    },
    onError: (error) => toast({ ...GO_LIVE_TEXTS.failed, description: userMessage(error, GO_LIVE_TEXTS.failed.description), variant: 'destructive' }),
  });
  return (
    <Card size="3" data-testid="card-go-live">
      <Heading as="h2" size="5" mb="2">
        {GO_LIVE_TEXTS.title}
      </Heading>
      <Text as="p" size="2" color="gray" mb="3" data-testid="text-go-live">
        {GO_LIVE_TEXTS.explain(account, budget)}
      </Text>
      <AlertDialog.Root>
        <AlertDialog.Trigger>
          <Button loading={goLive.isPending} data-testid="button-go-live">
            <RocketIcon aria-hidden /> {GO_LIVE_TEXTS.button}
          </Button>
        </AlertDialog.Trigger>
        <AlertDialog.Content maxWidth="480px" data-testid="dialog-go-live">
          <AlertDialog.Title>{GO_LIVE_TEXTS.confirmTitle}</AlertDialog.Title>
          <AlertDialog.Description size="2">{GO_LIVE_TEXTS.confirmBody(account, budget)}</AlertDialog.Description>
          <Flex gap="3" mt="4" justify="end">
            <AlertDialog.Cancel>
              <Button variant="soft" color="gray">
                {GO_LIVE_TEXTS.cancel}
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action>
              <Button onClick={() => goLive.mutate()} data-testid="button-confirm-go-live">
                {GO_LIVE_TEXTS.confirm}
              </Button>
            </AlertDialog.Action>
          </Flex>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </Card>
  );
}

/** 1234567890 → 123-456-7890, as Google Ads writes customer ids. */
function formatCustomerId(id: string): string {
  return /^\d{10}$/.test(id) ? `${id.slice(0, 3)}-${id.slice(3, 6)}-${id.slice(6)}` : id;
}
