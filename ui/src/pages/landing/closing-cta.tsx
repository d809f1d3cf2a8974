import { ArrowRightIcon } from '@radix-ui/react-icons';
import { Button, Container, Flex, Heading, Text } from '@radix-ui/themes';
import { LOGIN_PATH } from './landing-links';

/** The closing call to action. */
export function ClosingCta() {
  return (
    <section className="landing-section" aria-labelledby="cta-heading">
      <Container size="4" px="4">
        <div className="cta-panel">
          <Flex direction="column" align="center" gap="4">
            <Heading as="h2" id="cta-heading" size={{ initial: '7', sm: '8' }} align="center" className="cta-title">
              Put your Google Ads on autopilot
            </Heading>
            <Text as="p" size="4" align="center" className="cta-text">
              Setup takes about 5 minutes. No long-term contracts. The AI starts working the moment you launch.
            </Text>
            <Button asChild size="4" highContrast variant="solid" className="cta-button" data-testid="button-get-started-now">
              <a href={LOGIN_PATH}>
                Get Started Now <ArrowRightIcon aria-hidden />
              </a>
            </Button>
          </Flex>
        </div>
      </Container>
    </section>
  );
}
