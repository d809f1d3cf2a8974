import { ArrowDownIcon, ArrowRightIcon, CheckIcon, LightningBoltIcon } from '@radix-ui/react-icons';
import { Badge, Box, Button, Container, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { CampaignPerformanceCard } from './campaign-performance-card';
import { LOGIN_PATH } from './landing-links';
import { scrollToSection } from './scroll-to-section';

const STATS = [
  { value: '100%', label: 'Automated' },
  { value: '24/7', label: 'Optimization' },
  { value: '4-Layer', label: 'Budget Protection' },
] as const;

/** Headline, the two calls to action, the three stats and the sample campaign card. */
export function LandingHero() {
  return (
    <section className="landing-hero" aria-labelledby="hero-heading">
      <div className="landing-hero-glow" aria-hidden="true" />
      <Container size="4" px="4">
        <Grid columns={{ initial: '1', md: '2' }} gap={{ initial: '8', md: '9' }} align="center" py={{ initial: '7', md: '9' }}>
          <Flex direction="column" gap="5" className="landing-hero-copy">
            <Flex>
              <Badge size="2" radius="full" variant="surface">
                <LightningBoltIcon aria-hidden /> AI that runs your Google Ads
              </Badge>
            </Flex>
            <Heading as="h1" id="hero-heading" size={{ initial: '8', sm: '9' }} className="landing-hero-title">
              Zero-Touch <span className="gradient-text">Google Ads Automation</span>
            </Heading>
            <Text as="p" size={{ initial: '3', sm: '4' }} color="gray" className="landing-lead">
              Give AdPilot your website and a monthly budget. Our AI builds your campaigns, launches them and
              optimizes them around the clock, while 4-layer budget protection keeps every dollar inside your budget.
            </Text>
            <Flex gap="3" wrap="wrap" className="hero-actions">
              <Button asChild size="4" className="landing-cta-button" data-testid="button-start-free-trial">
                <a href={LOGIN_PATH}>
                  Start Free Trial <ArrowRightIcon aria-hidden />
                </a>
              </Button>
              <Button size="4" variant="soft" data-testid="button-see-how-it-works" onClick={() => scrollToSection('how-it-works')}>
                See How It Works <ArrowDownIcon aria-hidden />
              </Button>
            </Flex>
            <Flex gapX="4" gapY="2" wrap="wrap">
              {['Setup in about 5 minutes', 'No long-term contracts'].map((point) => (
                <Flex key={point} align="center" gap="1">
                  <CheckIcon color="var(--green-9)" aria-hidden />
                  <Text size="2" color="gray">
                    {point}
                  </Text>
                </Flex>
              ))}
            </Flex>
            <dl className="landing-stats" data-testid="landing-stats">
              {STATS.map((stat) => (
                <div key={stat.label} className="landing-stat">
                  <dt>{stat.label}</dt>
                  <dd>{stat.value}</dd>
                </div>
              ))}
            </dl>
          </Flex>
          <Box className="landing-hero-visual">
            <CampaignPerformanceCard />
          </Box>
        </Grid>
      </Container>
    </section>
  );
}
