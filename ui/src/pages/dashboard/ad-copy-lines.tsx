import { Box, Text } from '@radix-ui/themes';

/** An ad's headlines (joined as Google shows them) and its descriptions. */
export function AdCopyLines({ headlines, descriptions }: { headlines: string[]; descriptions: string[] }) {
  return (
    <Box>
      <Text as="p" size="2" weight="medium" color="indigo" dir="auto">
        {headlines.join(' | ')}
      </Text>
      {descriptions.map((description, index) => (
        <Text as="p" size="2" color="gray" key={index} dir="auto">
          {description}
        </Text>
      ))}
    </Box>
  );
}
