import { InfoCircledIcon } from '@radix-ui/react-icons';
import { Callout, Code } from '@radix-ui/themes';

/** Stripe test keys start with pk_test_; only then do test cards work, so only then is the hint shown. */
export function isTestKey(publishableKey: string): boolean {
  return publishableKey.startsWith('pk_test_');
}

export function TestCardHint() {
  return (
    <Callout.Root color="amber" variant="surface" data-testid="callout-test-mode">
      <Callout.Icon>
        <InfoCircledIcon />
      </Callout.Icon>
      <Callout.Text>
        Test mode: use card <Code>4242 4242 4242 4242</Code> with any future expiry date and any CVC.
      </Callout.Text>
    </Callout.Root>
  );
}
