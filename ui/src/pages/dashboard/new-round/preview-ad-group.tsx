import { Badge, Box, Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { TournamentPreviewAdGroup } from '../../../../../schema/api/tournament';
import { AdCopyLines } from '../ad-copy-lines';
import { AiReasoningDetails } from '../ai-reasoning-details';

/** Letters of the new challengers: A, B, C. */
function challengerLabel(index: number): string {
  return String.fromCharCode(65 + index);
}

/** One ad group of the preview: its defending champion and the new challengers. */
export function PreviewAdGroup({ group }: { group: TournamentPreviewAdGroup }) {
  return (
    <Box data-testid={`card-preview-group-${group.adGroupId}`}>
      <Heading as="h4" size="3" mb="2">
        {group.adGroupName}
      </Heading>
      <Flex direction="column" gap="3">
        {group.championAd && (
          <Card variant="surface">
            <Flex align="center" gap="2" mb="2">
              <Text weight="bold">Variant {group.championAd.variant}</Text>
              <Badge color="amber">Defending</Badge>
            </Flex>
            <AdCopyLines headlines={group.championAd.headlines} descriptions={group.championAd.descriptions} />
          </Card>
        )}
        {group.newVariants.map((variant, index) => (
          <Card key={index} variant="surface" data-testid={`card-challenger-${group.adGroupId}-${challengerLabel(index)}`}>
            <Flex align="center" gap="2" mb="2">
              <Text weight="bold">Challenger {challengerLabel(index)}</Text>
              <Badge color="green">New</Badge>
            </Flex>
            <AdCopyLines headlines={variant.headlines} descriptions={variant.descriptions} />
            <AiReasoningDetails reasoning={variant.reasoning} summary="AI Reasoning" />
          </Card>
        ))}
      </Flex>
    </Box>
  );
}
