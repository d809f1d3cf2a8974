import { DownloadIcon, TrashIcon } from '@radix-ui/react-icons';
import { AlertDialog, Button, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiUrl } from '../../../../schema/api/paths';
import { YOUR_DATA_TEXTS } from '../../../../schema/messages';
import { userMessage } from '../../lib/api-error';
import { apiRequest } from '../../lib/query-client';
import { toast } from '../../toast/toast-store';

/** Settings → Your data: the JSON export, and account deletion behind the typed e-mail (api/routes/account.ts). */
export function YourDataCard({ email }: { email: string }) {
  const [typed, setTyped] = useState('');
  const remove = useMutation({
    mutationFn: async () => apiRequest('POST', apiUrl('deleteAccount'), { confirmEmail: typed }),
    // The session is gone with the account: a full reload lands signed out on the landing page.
    onSuccess: () => window.location.assign('/'),
    onError: (error) => toast({ ...YOUR_DATA_TEXTS.failed, description: userMessage(error, YOUR_DATA_TEXTS.failed.description), variant: 'destructive' }),
  });
  const matches = typed.trim().toLowerCase() === email.toLowerCase();
  return (
    <Card size="3" data-testid="card-your-data">
      <Heading as="h2" size="5" mb="2">
        {YOUR_DATA_TEXTS.title}
      </Heading>
      <Text as="p" size="2" color="gray" mb="3">
        {YOUR_DATA_TEXTS.explain}
      </Text>
      <Flex gap="3" wrap="wrap">
        <Button asChild variant="soft" data-testid="button-export-data">
          <a href={apiUrl('exportAccount')} download="adpilot-export.json">
            <DownloadIcon aria-hidden /> {YOUR_DATA_TEXTS.export}
          </a>
        </Button>
        <AlertDialog.Root onOpenChange={() => setTyped('')}>
          <AlertDialog.Trigger>
            <Button variant="soft" color="red" data-testid="button-delete-account">
              <TrashIcon aria-hidden /> {YOUR_DATA_TEXTS.delete}
            </Button>
          </AlertDialog.Trigger>
          <AlertDialog.Content maxWidth="500px" data-testid="dialog-delete-account">
            <AlertDialog.Title>{YOUR_DATA_TEXTS.confirmTitle}</AlertDialog.Title>
            <AlertDialog.Description size="2">{YOUR_DATA_TEXTS.confirmBody}</AlertDialog.Description>
            <Text as="label" htmlFor="confirm-delete-email" size="2" weight="medium" mt="3" style={{ display: 'block' }}>
              {YOUR_DATA_TEXTS.confirmLabel}
            </Text>
            <TextField.Root
              id="confirm-delete-email"
              mt="1"
              type="email"
              autoComplete="off"
              placeholder={email}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              data-testid="input-confirm-delete"
            />
            <Flex gap="3" mt="4" justify="end">
              <AlertDialog.Cancel>
                <Button variant="soft" color="gray">
                  {YOUR_DATA_TEXTS.cancel}
                </Button>
              </AlertDialog.Cancel>
              <Button color="red" disabled={!matches} loading={remove.isPending} onClick={() => remove.mutate()} data-testid="button-confirm-delete">
                {YOUR_DATA_TEXTS.confirm}
              </Button>
            </Flex>
          </AlertDialog.Content>
        </AlertDialog.Root>
      </Flex>
    </Card>
  );
}
