import { ActivityLogIcon, GearIcon } from '@radix-ui/react-icons';
import { Avatar, Box, Container, Flex, IconButton, Text, Tooltip } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { CurrentUser } from '../../../schema/auth';
import { displayName } from '../auth/use-auth';
import { ThemeToggle } from '../theme/theme-toggle';
import { AdPilotLogo } from './adpilot-logo';
import { LogoutButton } from './logout-button';
import './app-top-bar.css';

interface AppTopBarProps {
  /** Signed-in user: shows the avatar, name, settings and logout. Leave out on signed-out pages. */
  user?: CurrentUser | null;
  /** Shows the settings button (the dashboard does; settings itself does not). */
  showSettings?: boolean;
  /** Extra controls placed before the theme toggle. */
  actions?: ReactNode;
}

/** The top bar of the signed-in app (SPEC section 2, "Dashboard"): product, user, settings, theme, logout. */
export function AppTopBar({ user, showSettings = false, actions }: AppTopBarProps) {
  const name = user ? displayName(user) : null;
  return (
    <header className="app-top-bar">
      <Container size="4" px="4">
        <Flex align="center" justify="between" gap="3" py="3">
          <Link to="/" className="app-top-bar-home" aria-label="AdPilot home">
            <AdPilotLogo size={30} />
          </Link>
          <Flex align="center" gap="3">
            {user && name && (
              <Flex align="center" gap="2" className="app-top-bar-user">
                <Avatar
                  size="2"
                  radius="full"
                  src={user.profileImageUrl ?? undefined}
                  fallback={name.charAt(0).toUpperCase()}
                  alt=""
                />
                <Text size="2" weight="medium" truncate className="app-top-bar-name" data-testid="text-user-name">
                  {name}
                </Text>
              </Flex>
            )}
            {actions}
            {user?.isAdmin && (
              <Tooltip content="Operations console">
                <IconButton asChild variant="ghost" color="gray" size="3" aria-label="Operations console" data-testid="button-ops">
                  <Link to="/ops">
                    <ActivityLogIcon width="18" height="18" />
                  </Link>
                </IconButton>
              </Tooltip>
            )}
            {user && showSettings && (
              <Tooltip content="Settings">
                <IconButton asChild variant="ghost" color="gray" size="3" aria-label="Settings" data-testid="button-settings">
                  <Link to="/settings">
                    <GearIcon width="18" height="18" />
                  </Link>
                </IconButton>
              </Tooltip>
            )}
            <ThemeToggle />
            {user && (
              <Box>
                <LogoutButton />
              </Box>
            )}
          </Flex>
        </Flex>
      </Container>
    </header>
  );
}
