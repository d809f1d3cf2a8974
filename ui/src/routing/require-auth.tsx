import { Flex, Spinner } from '@radix-ui/themes';
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { redirectToLoginSoon } from '../auth/redirect-to-login';
import { useAuth } from '../auth/use-auth';
import type { ToastText } from '../../../schema/messages';
import { toast } from '../toast/toast-store';

/**
 * Guards a signed-in-only page. Signed out: the page's destructive 'Unauthorized' toast, then the
 * login endpoint after 500 ms, coming back here afterwards.
 */
export function RequireAuth({ unauthorized, children }: { unauthorized: ToastText; children: ReactNode }) {
  const { isAuthenticated, isLoading } = useAuth();
  const location = useLocation();
  const returnPath = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (isLoading || isAuthenticated) return;
    toast({ ...unauthorized, variant: 'destructive' });
    return redirectToLoginSoon(returnPath);
  }, [isLoading, isAuthenticated, unauthorized, returnPath]);

  if (!isAuthenticated) return <PageSpinner />;
  return children;
}

/** Full-page loading state while the session or a lazy page loads. */
export function PageSpinner() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }} role="status" aria-label="Loading">
      <Spinner size="3" />
    </Flex>
  );
}
