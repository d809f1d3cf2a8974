import { Badge, Box, Callout, Card, Flex, Heading, Spinner, Tabs, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MailDetailResponse, MailListResponse, MailSummary } from '../../../schema/api/mail';
import { apiUrl } from '../../../schema/api/paths';
import type { ToastText } from '../../../schema/messages';
import { AdminPage } from '../components/admin-page';
import { formatTime } from './ops/format-time';

const UNAUTHORIZED: ToastText = { title: 'Unauthorized', description: 'Please log in to open the mail viewer.' };
const STATUS_COLOR: Record<MailSummary['status'], 'gray' | 'green' | 'amber' | 'red' | 'blue'> = {
  kept: 'gray',
  queued: 'blue',
  sending: 'blue',
  sent: 'green',
  retrying: 'amber',
  failed: 'red',
};

/**
 * /mail, the development mail viewer (docs/mail.md): every mail the product sent or, without SMTP,
 * would have sent, exactly as rendered. For administrators (ADMIN_EMAILS), like the ops console.
 */
export function MailViewerRoute() {
  return (
    <AdminPage title="Mail" unauthorized={UNAUTHORIZED} forbidden={{ text: 'Only administrators can use the mail viewer.', testId: 'text-mail-forbidden' }}>
      <MailViewer />
    </AdminPage>
  );
}

function MailViewer() {
  const list = useQuery<MailListResponse>({ queryKey: [apiUrl('listOpsMails')], refetchInterval: 5_000 });
  const [selected, setSelected] = useState<string | null>(null);
  if (list.isLoading) return <Spinner mt="4" />;
  if (!list.data) {
    return (
      <Callout.Root color="red" mt="4">
        <Callout.Text>Could not load the mails: {list.error?.message}</Callout.Text>
      </Callout.Root>
    );
  }
  const { mails, mode } = list.data;
  const shown = selected ?? mails[0]?.id ?? null;
  return (
    <>
      <Text as="p" size="2" color="gray" mb="4" data-testid="text-mail-mode">
        {mode === 'smtp'
          ? 'Mail goes out through SMTP (SMTP_URL); each one is recorded here with its status and attempts.'
          : 'No SMTP_URL is set, so nothing is sent: each mail is kept here exactly as it would have been sent.'}
      </Text>
      {mails.length === 0 ? (
        <Callout.Root data-testid="text-mail-empty">
          <Callout.Text>No mail yet. A sign-up sends the first one (welcome).</Callout.Text>
        </Callout.Root>
      ) : (
        <Flex direction={{ initial: 'column', md: 'row' }} gap="4" align="start">
          <Flex direction="column" gap="2" style={{ flex: '0 0 auto', width: '100%', maxWidth: 380 }} data-testid="mail-list">
            {mails.map((mail) => (
              <Card key={mail.id} asChild variant={mail.id === shown ? 'surface' : 'ghost'} data-testid={`mail-${mail.kind}`}>
                <button type="button" onClick={() => setSelected(mail.id)} style={{ textAlign: 'left', cursor: 'pointer' }} aria-current={mail.id === shown}>
                  <Flex justify="between" gap="2">
                    <Text size="2" weight="bold" truncate>
                      {mail.subject}
                    </Text>
                    <Badge color={STATUS_COLOR[mail.status]}>{mail.status}</Badge>
                  </Flex>
                  <Text as="p" size="1" color="gray" truncate>
                    {mail.to} · {formatTime(mail.createdAt)}
                  </Text>
                </button>
              </Card>
            ))}
          </Flex>
          <Box style={{ flex: '1 1 auto', minWidth: 0, width: '100%' }}>{shown && <MailDetail id={shown} />}</Box>
        </Flex>
      )}
    </>
  );
}

function MailDetail({ id }: { id: string }) {
  const mail = useQuery<MailDetailResponse>({ queryKey: [apiUrl('getOpsMail', { id })] });
  if (!mail.data) return <Spinner />;
  const { data } = mail;
  return (
    <Card size="2" data-testid="mail-detail">
      <Heading as="h2" size="4" mb="1">
        {data.subject}
      </Heading>
      <Text as="p" size="1" color="gray">
        To {data.to} · {data.key} · {data.attempts} {data.attempts === 1 ? 'attempt' : 'attempts'}
        {data.sentAt ? ` · sent ${formatTime(data.sentAt)}` : ''}
      </Text>
      {data.lastError && (
        <Text as="p" size="1" color="red">
          Last error: {data.lastError}
        </Text>
      )}
      <Tabs.Root defaultValue="html" mt="3">
        <Tabs.List>
          <Tabs.Trigger value="html">HTML</Tabs.Trigger>
          <Tabs.Trigger value="text">Plain text</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="html">
          {/* sandbox: the mail's HTML runs no script and cannot reach the app. Mail is always light, as in most clients. */}
          <iframe title={`Mail: ${data.subject}`} srcDoc={data.html} sandbox="" style={{ width: '100%', height: 640, border: 0, marginTop: 'var(--space-3)', borderRadius: 'var(--radius-3)', background: '#f9f9fb' }} data-testid="mail-html" />
        </Tabs.Content>
        <Tabs.Content value="text">
          <pre style={{ whiteSpace: 'pre-wrap', fontSize: 13, marginTop: 'var(--space-3)' }} data-testid="mail-text">
            {data.text}
          </pre>
        </Tabs.Content>
      </Tabs.Root>
    </Card>
  );
}
