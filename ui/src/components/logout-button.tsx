import { ExitIcon } from '@radix-ui/react-icons';
import { Button } from '@radix-ui/themes';

/** Ends the session: a full browser navigation, since the server clears the cookie and redirects to /. */
export function LogoutButton() {
  return (
    <Button asChild variant="soft" color="gray" data-testid="button-logout">
      <a href="/api/logout" aria-label="Log out">
        <ExitIcon aria-hidden />
        {/* On phones the icon alone leaves room for the owner's name (SPEC: the top bar shows it). */}
        <span className="hide-on-phone">Log out</span>
      </a>
    </Button>
  );
}
