import { Button, Dialog, Flex, RadioCards, Text } from '@radix-ui/themes';
import { useState } from 'react';
import type { DisconnectRequest } from '../../../../schema/api/google-ads';
import { DISCONNECT_CHOICES, DISCONNECT_CONFIRM_PROMPT } from '../../../../schema/messages';

type Choice = NonNullable<NonNullable<DisconnectRequest>['campaigns']>;

/**
 * SPEC's confirm prompt, then what happens to the campaigns running at Google: paused first (the
 * default) or left running without AdPilot, each with its consequence in words.
 */
export function DisconnectDialog({ open, onOpenChange, onConfirm, pending }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (choice: Choice) => void;
  pending: boolean;
}) {
  const [choice, setChoice] = useState<Choice>('pause');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="560px" data-testid="card-disconnect-dialog">
        <Dialog.Title>Disconnect Google Ads</Dialog.Title>
        <Dialog.Description size="2" mb="4" data-testid="text-disconnect-prompt">
          {DISCONNECT_CONFIRM_PROMPT}
        </Dialog.Description>
        <RadioCards.Root value={choice} onValueChange={(value) => setChoice(value as Choice)} columns="1" gap="3" aria-label="Your campaigns in Google Ads">
          {(['pause', 'leave'] as const).map((item) => (
            <RadioCards.Item key={item} value={item} data-testid={`input-disconnect-${item}`}>
              <Flex direction="column" gap="1" width="100%">
                <Text weight="bold" size="2">
                  {DISCONNECT_CHOICES[item].label}
                </Text>
                <Text size="2" color="gray">
                  {DISCONNECT_CHOICES[item].consequence}
                </Text>
              </Flex>
            </RadioCards.Item>
          ))}
        </RadioCards.Root>
        <Flex gap="3" mt="5" justify="end" wrap="wrap">
          <Dialog.Close>
            <Button variant="soft" color="gray" data-testid="button-cancel-disconnect">
              Cancel
            </Button>
          </Dialog.Close>
          <Button color="red" disabled={pending} onClick={() => onConfirm(choice)} data-testid="button-confirm-disconnect">
            {pending ? 'Disconnecting...' : 'Disconnect'}
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
