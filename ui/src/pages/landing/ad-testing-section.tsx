import { Container, Flex, Heading, Text } from '@radix-ui/themes';
import { AdTestingTimeline } from './ad-testing-timeline';
import { WinnerCriteriaCard } from './winner-criteria-card';

/** Scientific Ad Testing: the round timeline and the winner selection rules. */
export function AdTestingSection() {
  return (
    <section id="ad-testing" className="landing-section landing-section-tinted" aria-labelledby="ad-testing-heading">
      <Container size="4" px="4">
        <Flex direction="column" align="center" gap="3" className="section-intro">
          <Text className="eyebrow">Scientific Ad Testing</Text>
          <Heading as="h2" id="ad-testing-heading" size={{ initial: '7', sm: '8' }} align="center">
            Your ads compete. Only proven winners stay.
          </Heading>
          <Text as="p" size="4" color="gray" align="center">
            Variants compete in rounds of at least 7 days. The budget shifts to what works, and a new ad replaces your
            champion only when the data says so with 95% confidence or more.
          </Text>
        </Flex>
        <Flex direction="column" gap="6" mt="7">
          <AdTestingTimeline />
          <WinnerCriteriaCard />
        </Flex>
      </Container>
    </section>
  );
}
