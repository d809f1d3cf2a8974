import { Badge, Table, Text } from '@radix-ui/themes';
import type { HierarchyKeyword } from '../../../../../schema/entities';
import { formatCurrency, formatQualityScore } from '../number-format';

/** An ad group's keywords with match type, bid and Quality Score. */
export function KeywordList({ keywords }: { keywords: HierarchyKeyword[] }) {
  if (keywords.length === 0) {
    return (
      <Text size="2" color="gray">
        No keywords yet
      </Text>
    );
  }
  return (
    <Table.Root size="1" variant="surface">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Keyword</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Match</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">Bid</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">QS</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {keywords.map((keyword) => (
          <Table.Row key={keyword.id} data-testid={`card-keyword-${keyword.id}`}>
            <Table.RowHeaderCell dir="auto">{keyword.text}</Table.RowHeaderCell>
            <Table.Cell>
              <Badge variant="outline" color="gray">
                {keyword.matchType}
              </Badge>
            </Table.Cell>
            <Table.Cell justify="end">{formatCurrency(keyword.bid)}</Table.Cell>
            <Table.Cell justify="end">{formatQualityScore(keyword.qualityScore)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
