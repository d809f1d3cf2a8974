import { Card, Flex, Heading, Select, Spinner, Switch, Text } from '@radix-ui/themes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type MailPreferencesBody, WEEKDAY_NAMES } from '../../../../schema/api/mail';
import { apiUrl } from '../../../../schema/api/paths';
import { userMessage } from '../../lib/api-error';
import { apiRequest } from '../../lib/query-client';
import { toast } from '../../toast/toast-store';

const PREFERENCES_KEY = [apiUrl('getMailPreferences')] as const;
/** Monday first, as an owner reads a week. */
const DAY_ORDER = [1, 2, 3, 4, 5, 6, 0];

/**
 * Settings → E-mail: the weekly report's day (or off, in one click) and the alerts that are not
 * about money or security. Fee and Google-access alerts are always sent (docs/mail.md).
 */
export function EmailCard() {
  const queryClient = useQueryClient();
  const preferences = useQuery<MailPreferencesBody>({ queryKey: PREFERENCES_KEY });
  const save = useMutation({
    mutationFn: async (next: MailPreferencesBody) => (await (await apiRequest('POST', apiUrl('saveMailPreferences'), next)).json()) as MailPreferencesBody,
    onMutate: (next) => queryClient.setQueryData(PREFERENCES_KEY, next),
    onSuccess: (saved) => {
      queryClient.setQueryData(PREFERENCES_KEY, saved);
      toast({ title: 'E-mail settings saved' });
    },
    onError: (failure) => {
      void queryClient.invalidateQueries({ queryKey: PREFERENCES_KEY });
      toast({ title: 'Could not save', description: userMessage(failure, 'Please try again.'), variant: 'destructive' });
    },
  });
  const current = preferences.data;
  const weeklyOn = current?.weeklyReportDay !== null && current?.weeklyReportDay !== undefined;
  return (
    <Card size="3" data-testid="card-email">
      <Heading as="h2" size="5" mb="2">
        E-mail
      </Heading>
      <Text as="p" size="2" color="gray" mb="4">
        A weekly report of spend, results and what AdPilot changed, and alerts when something needs you. Mails about fees and your Google Ads access are always sent.
      </Text>
      {!current ? (
        <Spinner />
      ) : (
        <Flex direction="column" gap="4">
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            <Text as="label" size="2" weight="medium" htmlFor="switch-weekly-report">
              Weekly report
            </Text>
            <Flex align="center" gap="3">
              {weeklyOn && (
                <Select.Root value={String(current.weeklyReportDay)} onValueChange={(day) => save.mutate({ ...current, weeklyReportDay: Number(day) })}>
                  <Select.Trigger aria-label="Day of the weekly report" data-testid="select-weekly-day" />
                  <Select.Content>
                    {DAY_ORDER.map((day) => (
                      <Select.Item key={day} value={String(day)}>
                        {`Every ${WEEKDAY_NAMES[day]}`}
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select.Root>
              )}
              <Switch
                id="switch-weekly-report"
                checked={weeklyOn}
                onCheckedChange={(on) => save.mutate({ ...current, weeklyReportDay: on ? 1 : null })}
                data-testid="switch-weekly-report"
              />
            </Flex>
          </Flex>
          <Flex justify="between" align="center" gap="3">
            <Text as="label" size="2" weight="medium" htmlFor="switch-alerts">
              Alerts about ads, rounds and budget
              <Text as="span" size="1" color="gray" style={{ display: 'block', fontWeight: 'normal' }}>
                A disapproved ad, a round waiting over a day, the month's budget used up early.
              </Text>
            </Text>
            <Switch id="switch-alerts" checked={current.alerts} onCheckedChange={(alerts) => save.mutate({ ...current, alerts })} data-testid="switch-alerts" />
          </Flex>
        </Flex>
      )}
    </Card>
  );
}
