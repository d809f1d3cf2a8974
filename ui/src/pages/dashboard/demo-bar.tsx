import { ClockIcon } from '@radix-ui/react-icons';
import { Badge, Button, Card, Flex, SegmentedControl, Text } from '@radix-ui/themes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUrl } from '../../../../schema/api/paths';
import { type DemoClockResponse, type DemoSpeed, daysToMonthEnd } from '../../../../schema/demo-clock';
import type { Business } from '../../../../schema/entities';
import { DEMO_BAR_TEXTS } from '../../../../schema/messages';
import { userMessage } from '../../lib/api-error';
import { apiRequest } from '../../lib/query-client';
import { QUERY_KEYS } from '../../realtime/query-keys';
import { MY_BUSINESS_QUERY_KEY } from '../../routing/business-gate';
import { toast } from '../../toast/toast-store';

const REFRESH_AFTER = [MY_BUSINESS_QUERY_KEY, QUERY_KEYS.campaigns, QUERY_KEYS.hierarchy, QUERY_KEYS.activityLogs];

function useDemoClockCall<T>(call: (input: T) => Promise<DemoClockResponse>, onDone?: (input: T) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (_result, input) => {
      for (const queryKey of REFRESH_AFTER) void queryClient.invalidateQueries({ queryKey });
      // Histories are keyed by campaign under /api/campaigns.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[2] === 'history' });
      onDone?.(input);
    },
    onError: (error) => toast({ ...DEMO_BAR_TEXTS.failed, description: userMessage(error, DEMO_BAR_TEXTS.failed.description), variant: 'destructive' }),
  });
}

async function post(url: string, body: unknown): Promise<DemoClockResponse> {
  return (await (await apiRequest('POST', url, body)).json()) as DemoClockResponse;
}

/**
 * Demo mode's simulation controls: the simulated date, play at real time or fast, pause, and
 * fast-forward by a day, a week or to the month's end. Each press runs the real engine over the
 * simulated hours on the server; the dashboard moves with its pushes while it runs.
 */
export function DemoBar({ business, simulatedNow }: { business: Business; simulatedNow: Date }) {
  const speed: DemoSpeed = business.demoClock?.speed ?? 'realtime';
  const setSpeed = useDemoClockCall((next: DemoSpeed) => post(apiUrl('setDemoClock'), { speed: next }));
  const fastForward = useDemoClockCall(
    (days: number) => post(apiUrl('fastForwardDemo'), { days }),
    (days) => toast(DEMO_BAR_TEXTS.done(days)),
  );
  const busy = fastForward.isPending;
  const monthEndDays = daysToMonthEnd(simulatedNow.getTime());
  const date = simulatedNow.toLocaleString(undefined, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

  return (
    <Card size="2" data-testid="demo-bar" className="demo-bar">
      <Flex direction={{ initial: 'column', md: 'row' }} gap="3" align={{ initial: 'stretch', md: 'center' }} justify="between">
        <Flex direction="column" gap="1">
          <Flex align="center" gap="2" wrap="wrap">
            <Badge color="amber" variant="soft" size="2">
              <ClockIcon aria-hidden /> {DEMO_BAR_TEXTS.badge}
            </Badge>
            <Text size="3" weight="bold" data-testid="text-simulated-now">
              {date}
            </Text>
          </Flex>
          <Text size="1" color="gray">
            {busy ? DEMO_BAR_TEXTS.running(fastForward.variables ?? 1) : speed === 'fast' ? DEMO_BAR_TEXTS.fastHint : DEMO_BAR_TEXTS.lead}
          </Text>
        </Flex>
        <Flex gap="2" align="center" wrap="wrap">
          <SegmentedControl.Root
            value={speed}
            aria-label={DEMO_BAR_TEXTS.speedLabel}
            onValueChange={(value) => setSpeed.mutate(value as DemoSpeed)}
            disabled={busy || setSpeed.isPending}
            data-testid="control-demo-speed"
          >
            {(['paused', 'realtime', 'fast'] as const).map((value) => (
              <SegmentedControl.Item key={value} value={value} data-testid={`button-speed-${value}`}>
                {DEMO_BAR_TEXTS.speeds[value]}
              </SegmentedControl.Item>
            ))}
          </SegmentedControl.Root>
          <Flex gap="2">
            {(
              [
                ['day', 1, DEMO_BAR_TEXTS.fastForwardDay],
                ['week', 7, DEMO_BAR_TEXTS.fastForwardWeek],
                ['month-end', monthEndDays, DEMO_BAR_TEXTS.fastForwardMonthEnd],
              ] as const
            ).map(([id, days, label]) => (
              <Button
                key={id}
                variant="soft"
                size="2"
                disabled={busy}
                loading={busy && fastForward.variables === days}
                onClick={() => fastForward.mutate(days)}
                data-testid={`button-fast-forward-${id}`}
              >
                {label}
              </Button>
            ))}
          </Flex>
        </Flex>
      </Flex>
    </Card>
  );
}
