import { Flex, Spinner, Text } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { apiOutageAtom, watchApiOutage } from './api-outage';
import { realtimeStatusAtom } from './realtime-status';
import './reconnecting-notice.css';

/**
 * A small corner notice while live updates are down (figures then refresh by polling), or while
 * the API answers 503 because its database is unreachable (the socket may stay up then): it goes
 * once /api/health answers 200 again, and every query is refreshed.
 */
export function ReconnectingNotice({ healthPollMs }: { healthPollMs?: number } = {}) {
  const status = useAtomValue(realtimeStatusAtom);
  const outage = useAtomValue(apiOutageAtom);
  const setOutage = useSetAtom(apiOutageAtom);
  const queryClient = useQueryClient();
  useEffect(() => watchApiOutage({ queryClient, onChange: setOutage, healthPollMs }), [queryClient, setOutage, healthPollMs]);
  if (status !== 'reconnecting' && !outage) return null;
  return (
    <div className="reconnecting-notice" role="status" data-testid="text-reconnecting">
      <Flex align="center" gap="2">
        <Spinner size="1" />
        <Text size="1">Reconnecting…</Text>
      </Flex>
    </div>
  );
}
