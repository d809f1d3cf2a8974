import { ExitIcon } from '@radix-ui/react-icons';
import { Button } from '@radix-ui/themes';

/** Ends the session: a full browser navigation, since the server clears the cookie and redirects to /. */
export function LogoutButton() {
  return (
    <Button asChild variant="soft" color="gray" data-testid="button-logout">
      <a href="/api/logout">
        <ExitIcon aria-hidden />
        Log out
      </a>
    </Button>
  );
}
