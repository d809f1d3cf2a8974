import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';

/** Any path the router does not know (SPEC section 2). */
export function NotFoundPage() {
  return (
    <main>
      <Flex align="center" justify="center" px="4" style={{ minHeight: '100vh' }}>
        <Card size="4" style={{ width: '100%', maxWidth: 480 }}>
          <Flex direction="column" gap="3">
            <Flex align="center" gap="2">
              <ExclamationTriangleIcon width="28" height="28" color="var(--red-9)" aria-hidden />
              <Heading as="h1" size="7">
                404 Page Not Found
              </Heading>
            </Flex>
            <Text as="p" color="gray" size="2">
              Did you forget to add the page to the router?
            </Text>
            <Flex mt="2">
              <Button asChild variant="soft">
                <Link to="/">Go to the home page</Link>
              </Button>
            </Flex>
          </Flex>
        </Card>
      </Flex>
    </main>
  );
}
