import { ClockIcon, LockClosedIcon, MagicWandIcon, Pencil2Icon, TargetIcon, UpdateIcon } from '@radix-ui/react-icons';
import { Card, Container, Flex, Grid, Heading, Text } from '@radix-ui/themes';

/** The six claimed features of SPEC section 1, one card each. */
const FEATURES = [
  {
    title: 'AI Strategy Generation',
    text: 'The AI reads your website and builds campaigns, ad groups, keywords and ads tailored to your business.',
    Icon: MagicWandIcon,
  },
  {
    title: '4-Layer Budget Protection',
    text: 'API hard caps, hourly audits, AI pacing and real-time ledger tracking: spend never exceeds your budget.',
    Icon: LockClosedIcon,
  },
  {
    title: 'Optimization Every 4 Hours',
    text: 'Around the clock, the AI pauses losing ads and keywords and scales the winners, logging why.',
    Icon: UpdateIcon,
  },
  {
    title: 'Automated Conversion Tracking',
    text: 'Tag-manager conversion tracking is set up for you, so every optimization follows real results.',
    Icon: TargetIcon,
  },
  {
    title: 'AI Creative Generation',
    text: 'Fresh headlines and descriptions are written for you and tested against your best ads.',
    Icon: Pencil2Icon,
  },
  {
    title: 'Ad Scheduling & Bid Optimization',
    text: 'Your ads run at your peak times, with bids tuned for the lowest cost per conversion.',
    Icon: ClockIcon,
  },
] as const;

/** The six-card feature stack. */
export function FeatureStack() {
  return (
    <section id="features" className="landing-section" aria-labelledby="features-heading">
      <Container size="4" px="4">
        <Flex direction="column" align="center" gap="3" className="section-intro">
          <Text className="eyebrow">Features</Text>
          <Heading as="h2" id="features-heading" size={{ initial: '7', sm: '8' }} align="center">
            Everything a great ads manager does, automated
          </Heading>
          <Text as="p" size="4" color="gray" align="center">
            From the first keyword to the hundredth optimization, AdPilot does the work so you can run your business.
          </Text>
        </Flex>
        <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="4" mt="7">
          {FEATURES.map(({ title, text, Icon }) => (
            <Card key={title} size="3" className="feature-card">
              <Flex direction="column" gap="3">
                <span className="icon-tile icon-tile-lg" aria-hidden="true">
                  <Icon width="22" height="22" />
                </span>
                <Heading as="h3" size="4">
                  {title}
                </Heading>
                <Text as="p" size="2" color="gray">
                  {text}
                </Text>
              </Flex>
            </Card>
          ))}
        </Grid>
      </Container>
    </section>
  );
}
