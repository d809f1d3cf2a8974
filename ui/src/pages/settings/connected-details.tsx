import { Box, Button, Callout, DataList, Flex } from '@radix-ui/themes';
import type { GoogleAdsConnection } from '../../../../schema/entities';
import { DISCONNECT_CONFIRM_PROMPT } from '../../../../schema/messages';
import { formatDateTime } from '../dashboard/number-format';
import { useDisconnectGoogleAds } from './use-disconnect';

/** A connected account's ids and dates, and the Disconnect button behind the SPEC's confirm prompt. */
export function ConnectedDetails({ connection, confirm = (message) => window.confirm(message) }: {
  connection: GoogleAdsConnection;
  confirm?: (message: string) => boolean;
}) {
  const disconnect = useDisconnectGoogleAds();
  return (
    <Flex direction="column" gap="4">
      <DataList.Root orientation={{ initial: 'vertical', xs: 'horizontal' }}>
        <DataList.Item>
          <DataList.Label>Customer ID</DataList.Label>
          <DataList.Value data-testid="text-customer-id">{connection.customerId ?? '—'}</DataList.Value>
        </DataList.Item>
        {connection.loginCustomerId && (
          <DataList.Item>
            <DataList.Label>Manager account ID</DataList.Label>
            <DataList.Value data-testid="text-manager-id">{connection.loginCustomerId}</DataList.Value>
          </DataList.Item>
        )}
        <DataList.Item>
          <DataList.Label>Connected</DataList.Label>
          <DataList.Value data-testid="text-connected-at">{connection.connectedAt ? formatDateTime(connection.connectedAt) : '—'}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>Last sync</DataList.Label>
          <DataList.Value data-testid="text-last-sync">{connection.lastSyncAt ? formatDateTime(connection.lastSyncAt) : 'Not yet'}</DataList.Value>
        </DataList.Item>
      </DataList.Root>
      <Callout.Root size="1" color="gray" variant="surface">
        <Callout.Text>If you disconnect, your campaigns continue on simulated data in demo mode.</Callout.Text>
      </Callout.Root>
      <Box>
        <Button
          color="red"
          variant="soft"
          disabled={disconnect.isPending}
          onClick={() => {
            if (confirm(DISCONNECT_CONFIRM_PROMPT)) disconnect.mutate();
          }}
          data-testid="button-disconnect-google-ads"
        >
          {disconnect.isPending ? 'Disconnecting...' : 'Disconnect'}
        </Button>
      </Box>
    </Flex>
  );
}
