import { Button, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { apiUrl } from '../../../../schema/api/paths';
import { changeBudgetRequestSchema } from '../../../../schema/api/businesses';
import { MAX_MONTHLY_BUDGET, MIN_MONTHLY_BUDGET } from '../../../../schema/constants';
import type { Business } from '../../../../schema/entities';
import { feeTierFor } from '../../../../schema/fees';
import { BUDGET_CARD_TEXTS } from '../../../../schema/messages';
import { userMessage } from '../../lib/api-error';
import { apiRequest } from '../../lib/query-client';
import { QUERY_KEYS } from '../../realtime/query-keys';
import { MY_BUSINESS_QUERY_KEY } from '../../routing/business-gate';
import { toast } from '../../toast/toast-store';
import { currencySymbol, formatCurrency } from '../dashboard/number-format';

/**
 * Settings → Budget: the monthly budget, changed at once. What is already spent this month stays
 * spent; the budget guard re-plans the rest of the month from it (engine/commands/change-monthly-budget.ts).
 */
export function BudgetCard({ business }: { business: Business }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(String(business.monthlyBudget));
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: async (monthlyBudget: number) => (await (await apiRequest('POST', apiUrl('changeBudget'), { monthlyBudget })).json()) as Business,
    onSuccess: (updated) => {
      queryClient.setQueryData(MY_BUSINESS_QUERY_KEY, updated);
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.campaigns, exact: true });
      toast(BUDGET_CARD_TEXTS.saved(formatCurrency(updated.monthlyBudget)));
    },
    onError: (failure) => toast({ ...BUDGET_CARD_TEXTS.failed, description: userMessage(failure, BUDGET_CARD_TEXTS.failed.description), variant: 'destructive' }),
  });
  const parsed = changeBudgetRequestSchema.safeParse({ monthlyBudget: value });
  const tier = parsed.success ? feeTierFor(parsed.data.monthlyBudget) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? BUDGET_CARD_TEXTS.failed.description);
      return;
    }
    setError(null);
    save.mutate(parsed.data.monthlyBudget);
  }

  const spent = business.currentMonthAdSpend;
  return (
    <Card size="3" data-testid="card-budget">
      <Heading as="h2" size="5" mb="2">
        {BUDGET_CARD_TEXTS.title}
      </Heading>
      <Text as="p" size="2" color="gray" mb="3">
        {BUDGET_CARD_TEXTS.explain(formatCurrency(spent))}
      </Text>
      <form onSubmit={submit} noValidate>
        <Flex gap="3" align="end" wrap="wrap">
          <div style={{ flex: '1 1 12rem' }}>
            <Text as="label" htmlFor="settings-monthly-budget" size="2" weight="medium" mb="1" style={{ display: 'block' }}>
              {BUDGET_CARD_TEXTS.label}
            </Text>
            <TextField.Root
              id="settings-monthly-budget"
              type="number"
              inputMode="decimal"
              min={MIN_MONTHLY_BUDGET}
              max={MAX_MONTHLY_BUDGET}
              step="10"
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                setError(null);
              }}
              aria-invalid={error ? true : undefined}
              data-testid="input-settings-monthly-budget"
            >
              <TextField.Slot>{currencySymbol()}</TextField.Slot>
            </TextField.Root>
          </div>
          <Button type="submit" loading={save.isPending} disabled={parsed.success && parsed.data.monthlyBudget === business.monthlyBudget} data-testid="button-save-budget">
            {BUDGET_CARD_TEXTS.save}
          </Button>
        </Flex>
        {error ? (
          <Text as="p" size="2" color="red" mt="2" role="alert" data-testid="text-budget-error">
            {error}
          </Text>
        ) : (
          tier && (
            <Text as="p" size="1" color="gray" mt="2" data-testid="text-budget-tier">
              {BUDGET_CARD_TEXTS.tier(tier.name, tier.percent)}
            </Text>
          )
        )}
      </form>
    </Card>
  );
}
