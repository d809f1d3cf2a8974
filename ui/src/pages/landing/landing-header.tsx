import { Button, Container, Flex } from '@radix-ui/themes';
import { AdPilotLogo } from '../../components/adpilot-logo';
import { ThemeToggle } from '../../theme/theme-toggle';
import { LANDING_SECTIONS, LOGIN_PATH } from './landing-links';

/** Top bar: logo, section links (wide screens), theme toggle and Get Started. */
export function LandingHeader() {
  return (
    <header className="landing-header">
      <Container size="4" px="4">
        <Flex align="center" justify="between" gap="4" py="3">
          <a href="/" className="landing-home-link" aria-label="AdPilot home">
            <AdPilotLogo size={32} />
          </a>
          <nav aria-label="Sections" className="landing-nav">
            <ul>
              {LANDING_SECTIONS.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.label}</a>
                </li>
              ))}
            </ul>
          </nav>
          <Flex align="center" gap="3">
            <ThemeToggle />
            <Button asChild size="2" className="landing-cta-button" data-testid="button-get-started">
              <a href={LOGIN_PATH}>Get Started</a>
            </Button>
          </Flex>
        </Flex>
      </Container>
    </header>
  );
}
