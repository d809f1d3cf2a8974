import { Flex, Text } from '@radix-ui/themes';
import { useId } from 'react';

/** The AdPilot mark: a paper plane climbing out of a gradient tile. Decorative; the name is text. */
export function AdPilotMark({ size = 32 }: { size?: number }) {
  const gradientId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#8b5cf6" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <path d="M7 22.5 16 7l9 15.5-9-4.2z" fill="#fff" />
      <path d="M16 18.3V7l9 15.5z" fill="#fff" opacity="0.75" />
    </svg>
  );
}

/** Mark plus the product name, as used in every top bar. */
export function AdPilotLogo({ size = 32 }: { size?: number }) {
  return (
    <Flex align="center" gap="2">
      <AdPilotMark size={size} />
      <Text size={size >= 32 ? '5' : '4'} weight="bold" style={{ letterSpacing: '-0.02em' }} data-testid="text-product-name">
        AdPilot
      </Text>
    </Flex>
  );
}
