import { ArrowLeftIcon } from '@radix-ui/react-icons';
import { Button, Container, Heading } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { useAuth } from '../auth/use-auth';
import { AppTopBar } from '../components/app-top-bar';

/** Placeholder: the settings engineer replaces this file. The route already requires sign-in. */
export function SettingsPage() {
  const { user } = useAuth();
  return (
    <>
      <AppTopBar user={user} />
      <main>
        <Container size="3" px="4" py="6">
          <Button asChild variant="ghost" color="gray" data-testid="button-back-to-dashboard">
            <Link to="/dashboard">
              <ArrowLeftIcon aria-hidden /> Back to Dashboard
            </Link>
          </Button>
          <Heading as="h1" size="8" mt="4">
            Settings
          </Heading>
        </Container>
      </main>
    </>
  );
}
