import { CheckCircledIcon } from '@radix-ui/react-icons';
import { Container, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { AiCoreDiagram } from './ai-core-diagram';

const POINTS = [
  'Optimization every 4 hours: losers paused, winners scaled',
  'Every decision logged with the AI’s reasoning',
  'Spend never exceeds your budget',
] as const;

/** The 'AI Core' section: what the automation does, beside the animated diagram. */
export function AiCoreSection() {
  return (
    <section className="landing-section landing-section-tinted" aria-labelledby="ai-core-heading">
      <Container size="4" px="4">
        <Grid columns={{ initial: '1', md: '2' }} gap="8" align="center">
          <Flex direction="column" gap="4">
            <Text className="eyebrow">The AI Core</Text>
            <Heading as="h2" id="ai-core-heading" size={{ initial: '7', sm: '8' }}>
              Seven specialists, one brain, working around the clock
            </Heading>
            <Text as="p" size="4" color="gray">
              The AI Core reads your website, writes your ads and keeps tuning every campaign. It tests ads, finds the
              keywords that convert, guards your budget, tunes bids and schedules, and writes fresh creative.
            </Text>
            <ul className="check-list">
              {POINTS.map((point) => (
                <li key={point}>
                  <CheckCircledIcon width="18" height="18" color="var(--accent-9)" aria-hidden />
                  <Text size="3">{point}</Text>
                </li>
              ))}
            </ul>
          </Flex>
          <AiCoreDiagram />
        </Grid>
      </Container>
    </section>
  );
}
