import { InfoCircledIcon } from '@radix-ui/react-icons';
import { Callout, Text } from '@radix-ui/themes';
import { currencyOf, formatMoney } from '../../../../schema/money';
import { useGoogleAdsConnection } from '../settings/settings-queries';

/**
 * Step 1 asks for the budget in dollars before any account is connected, but Google Ads spends in
 * the account's own currency and AdPilot never converts (docs/google-ads-live.md): a budget of 1,000
 * in a pound account is £1,000 a month. Said plainly before launch, so that nobody learns it from
 * their bank statement.
 */
export function AccountCurrencyNote({ monthlyBudget, demoMode }: { monthlyBudget: number; demoMode: boolean }) {
  const { data: connection } = useGoogleAdsConnection();
  const currency = currencyOf(connection?.currencyCode);
  if (demoMode || connection?.status !== 'connected' || currency === 'USD' || !Number.isFinite(monthlyBudget)) return null;
  return (
    <Callout.Root color="amber" data-testid="callout-account-currency">
      <Callout.Icon>
        <InfoCircledIcon />
      </Callout.Icon>
      <Callout.Text>
        <Text weight="bold">Your Google Ads account is billed in {currency}.</Text> Google spends in that currency, so your monthly
        budget will be <Text weight="bold">{formatMoney(monthlyBudget, currency)}</Text>, not {formatMoney(monthlyBudget, 'USD')}. Go back
        to change it, or change it any time in Settings.
      </Callout.Text>
    </Callout.Root>
  );
}
