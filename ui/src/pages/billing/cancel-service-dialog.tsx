import { AlertDialog, Button, Flex, Text, TextField } from '@radix-ui/themes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CANCEL_CONFIRMATION } from '../../../../schema/api/billing';
import { apiUrl } from '../../../../schema/api/paths';
import { userMessage } from '../../lib/api-error';
import { apiRequest } from '../../lib/query-client';
import { toast } from '../../toast/toast-store';

/** Cancel the service behind the typed word: what happens, in order, before the owner confirms. */
export function CancelServiceDialog() {
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: async () => (await apiRequest('POST', apiUrl('cancelService'), { confirmation: typed })).json() as Promise<{ message?: string }>,
    onSuccess: async (answer) => {
      setOpen(false);
      toast({ title: 'Service cancelled', description: answer.message });
      await queryClient.invalidateQueries();
    },
    onError: (error) => toast({ title: 'Could not cancel', description: userMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setTyped('');
      }}
    >
      <AlertDialog.Trigger>
        <Button variant="soft" color="red" data-testid="button-cancel-service">
          Cancel the service
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="520px" data-testid="dialog-cancel-service">
        <AlertDialog.Title>Cancel AdPilot?</AlertDialog.Title>
        <AlertDialog.Description size="2">In this order:</AlertDialog.Description>
        <ol style={{ margin: '8px 0', paddingLeft: 20 }}>
          <li>
            <Text size="2">Every campaign is paused at Google (or in the demo).</Text>
          </li>
          <li>
            <Text size="2">The service fee for this month's ad spend to date is charged (none on simulated spend).</Text>
          </li>
          <li>
            <Text size="2">AdPilot's access to your Google Ads account is revoked.</Text>
          </li>
        </ol>
        <Text as="label" htmlFor="confirm-cancel-service" size="2" weight="medium" style={{ display: 'block' }}>
          Type {CANCEL_CONFIRMATION} to confirm
        </Text>
        <TextField.Root
          id="confirm-cancel-service"
          mt="1"
          autoComplete="off"
          placeholder={CANCEL_CONFIRMATION}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          data-testid="input-confirm-cancel"
        />
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              Keep the service
            </Button>
          </AlertDialog.Cancel>
          <Button color="red" disabled={typed.trim() !== CANCEL_CONFIRMATION} loading={cancel.isPending} onClick={() => cancel.mutate()} data-testid="button-confirm-cancel">
            Cancel the service
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
