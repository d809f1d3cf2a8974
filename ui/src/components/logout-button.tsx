import { ExitIcon } from '@radix-ui/react-icons';
import { Button } from '@radix-ui/themes';
import { useState } from 'react';
import { apiUrl } from '../../../schema/api/paths';
import { apiRequest } from '../lib/query-client';

/**
 * Ends the session with a POST (a GET link could be triggered by any page), then a full navigation
 * home so that every cached query of the signed-in user is dropped with the page.
 */
export function LogoutButton() {
  const [leaving, setLeaving] = useState(false);
  const logOut = async () => {
    setLeaving(true);
    try {
      await apiRequest('POST', apiUrl('logout'), {});
    } finally {
      window.location.assign('/');
    }
  };
  return (
    <Button variant="soft" color="gray" data-testid="button-logout" aria-label="Log out" loading={leaving} onClick={logOut}>
      <ExitIcon aria-hidden />
      {/* On phones the icon alone leaves room for the owner's name (SPEC: the top bar shows it). */}
      <span className="hide-on-phone">Log out</span>
    </Button>
  );
}
