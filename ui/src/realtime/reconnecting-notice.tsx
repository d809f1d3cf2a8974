import { Flex, Spinner, Text } from '@radix-ui/themes';
import { useAtomValue } from 'jotai';
import { realtimeStatusAtom } from './realtime-status';
import './reconnecting-notice.css';

/** A small corner notice while live updates are down (figures then refresh by polling). */
export function ReconnectingNotice() {
  const status = useAtomValue(realtimeStatusAtom);
  if (status !== 'reconnecting') return null;
  return (
    <div className="reconnecting-notice" role="status" data-testid="text-reconnecting">
      <Flex align="center" gap="2">
        <Spinner size="1" />
        <Text size="1">Reconnecting…</Text>
      </Flex>
    </div>
  );
}
