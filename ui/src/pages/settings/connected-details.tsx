import { Box, Button, Callout, DataList, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import type { GoogleAdsConnection } from '../../../../schema/entities';
import { CONNECTED_DEMO_NOTE, DISCONNECTED_DASHBOARD_NOTE } from '../../../../schema/messages';
import { AccessLostCallout } from '../dashboard/google-ads-trouble-banner';
import { formatDateTime } from '../dashboard/number-format';
import { DisconnectDialog } from './disconnect-dialog';
import { useDisconnectGoogleAds } from './use-disconnect';

/**
 * A connected account's ids and dates, and the Disconnect button behind the disconnect dialog.
 * `simulated`: the business still runs on the simulator (connected, not yet live).
 */
export function ConnectedDetails({ connection, simulated = false }: { connection: GoogleAdsConnection; simulated?: boolean }) {
  const disconnect = useDisconnectGoogleAds();
  const [asking, setAsking] = useState(false);
  return (
    <Flex direction="column" gap="4">
      {connection.accessLost && <AccessLostCallout accessLost={connection.accessLost} />}
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
        <Callout.Text data-testid="text-disconnect-note">{simulated ? CONNECTED_DEMO_NOTE : DISCONNECTED_DASHBOARD_NOTE}</Callout.Text>
      </Callout.Root>
      <Box>
        <Button
          color="red"
          variant="soft"
          disabled={disconnect.isPending}
          onClick={() => setAsking(true)}
          data-testid="button-disconnect-google-ads"
        >
          {disconnect.isPending ? 'Disconnecting...' : 'Disconnect'}
        </Button>
      </Box>
      <DisconnectDialog
        open={asking}
        onOpenChange={setAsking}
        pending={disconnect.isPending}
        onConfirm={(choice) => disconnect.mutate(choice, { onSettled: () => setAsking(false) })}
      />
    </Flex>
  );
}
