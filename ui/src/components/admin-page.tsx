import { Callout, Container, Heading } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import type { ToastText } from '../../../schema/messages';
import { useAuth } from '../auth/use-auth';
import { RequireAuth } from '../routing/require-auth';
import { AppTopBar } from './app-top-bar';

export interface AdminPageProps {
  title: string;
  /** The toast for a signed-out visitor, who is sent to sign in. */
  unauthorized: ToastText;
  /** What a signed-in owner who is not an administrator reads instead of the page. */
  forbidden: { text: string; testId: string };
  /** Shown above the content or the refusal (a line on what the page is for). */
  intro?: ReactNode;
  /** The administrators' content: mounted only for them, so its queries never run for others. */
  children: ReactNode;
}

/**
 * The frame of an administrators' page (/ops, /mail; ADMIN_EMAILS): signed-out visitors get the
 * toast and the sign-in redirect, other owners a clear refusal instead of empty panels (the API
 * answers them 403 anyway), administrators the page.
 */
export function AdminPage(props: AdminPageProps) {
  return (
    <RequireAuth unauthorized={props.unauthorized}>
      <AdminPageBody {...props} />
    </RequireAuth>
  );
}

function AdminPageBody({ title, forbidden, intro, children }: AdminPageProps) {
  const { user } = useAuth();
  return (
    <>
      <AppTopBar user={user} showSettings />
      <main>
        <Container size="4" px={{ initial: '3', sm: '4' }} py="5">
          <Heading as="h1" size="7">
            {title}
          </Heading>
          {intro}
          {user?.isAdmin ? (
            children
          ) : (
            <Callout.Root color="red" mt="4" data-testid={forbidden.testId}>
              <Callout.Text>{forbidden.text}</Callout.Text>
            </Callout.Root>
          )}
        </Container>
      </main>
    </>
  );
}
