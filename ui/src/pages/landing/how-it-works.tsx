import { Card, Container, Flex, Grid, Heading, Text } from '@radix-ui/themes';

// Step titles are the onboarding wizard's own captions (SPEC section 2), so the promise matches the product.
const STEPS = [
  {
    title: 'Tell us about your business and budget',
    text: 'Add your website and a monthly budget. Setup takes about 5 minutes.',
  },
  {
    title: 'See what our AI will build for you',
    text: 'Review the strategy, campaigns and ads the AI writes from your own website.',
  },
  {
    title: 'Link your Google advertising account',
    text: 'Connect an account you administer, or look around in demo mode first.',
  },
  {
    title: 'Activate your automated campaigns',
    text: 'Add a payment method and go live. From then on the AI optimizes 24/7.',
  },
] as const;

/** How It Works, four steps; the hero's 'See How It Works' scrolls here (id how-it-works). */
export function HowItWorks() {
  return (
    <section id="how-it-works" className="landing-section" aria-labelledby="how-it-works-heading">
      <Container size="4" px="4">
        <Flex direction="column" align="center" gap="3" className="section-intro">
          <Text className="eyebrow">How It Works</Text>
          <Heading as="h2" id="how-it-works-heading" size={{ initial: '7', sm: '8' }} align="center">
            From website to winning ads in four steps
          </Heading>
        </Flex>
        <Grid asChild columns={{ initial: '1', sm: '2', md: '4' }} gap="4" mt="7">
          <ol className="steps">
            {STEPS.map((step, i) => (
              <li key={step.title}>
                <Card size="3" className="step-card">
                  <span className="step-number" aria-hidden="true">
                    {i + 1}
                  </span>
                  <Heading as="h3" size="4" mt="3">
                    <span className="visually-hidden">Step {i + 1}: </span>
                    {step.title}
                  </Heading>
                  <Text as="p" size="2" color="gray" mt="2">
                    {step.text}
                  </Text>
                </Card>
              </li>
            ))}
          </ol>
        </Grid>
      </Container>
    </section>
  );
}
