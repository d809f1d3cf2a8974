import { Container, Flex, Grid, Heading, Separator, Text } from '@radix-ui/themes';
import { AdPilotLogo } from '../../components/adpilot-logo';

// Plain text, not links (SPEC section 2): these pages do not exist yet.
const COLUMNS = [
  { title: 'Product', items: ['Features', 'Ad Testing', 'Budget Protection', 'Pricing'] },
  { title: 'Company', items: ['About', 'Careers', 'Contact', 'Blog'] },
  { title: 'Legal', items: ['Privacy Policy', 'Terms of Service', 'Cookie Policy'] },
] as const;

export function LandingFooter() {
  return (
    <footer className="landing-footer">
      <Container size="4" px="4" py="8">
        <Grid columns={{ initial: '2', sm: '4' }} gap="6">
          <Flex direction="column" gap="3" gridColumn={{ initial: 'span 2', sm: 'auto' }}>
            <AdPilotLogo size={28} />
            <Text size="2" color="gray">
              Zero-touch Google Ads automation for small businesses.
            </Text>
          </Flex>
          {COLUMNS.map((column) => (
            <Flex key={column.title} direction="column" gap="3">
              <Heading as="h2" size="2">
                {column.title}
              </Heading>
              <ul className="footer-list">
                {column.items.map((item) => (
                  <li key={item}>
                    <Text size="2" color="gray">
                      {item}
                    </Text>
                  </li>
                ))}
              </ul>
            </Flex>
          ))}
        </Grid>
        <Separator size="4" my="6" />
        <Text as="p" size="1" color="gray">
          © {new Date().getFullYear()} AdPilot. All rights reserved.
        </Text>
      </Container>
    </footer>
  );
}
