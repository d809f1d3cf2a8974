import { Badge, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiUrl } from '../../../../schema/api/paths';
import type { SearchTerm, SearchTermNgram, SearchTermsResponse, UndoSearchTermResponse } from '../../../../schema/api/search-terms';
import { apiRequest } from '../../lib/query-client';
import { QUERY_KEYS } from '../../realtime/query-keys';
import { formatConversions, formatCount, formatCurrency, formatDateTime, plural } from './number-format';
import { EmptyState, TabSpinner } from './tab-states';
import { useDashboardMutation } from './use-dashboard-mutation';
import './search-terms.css';

const SEARCH_TERMS_KEY = ['/api/search-terms'] as const;
/** The review runs daily: a minute is fresh enough, and an undo refreshes at once. */
const REFETCH_MS = 60_000;
/** Searches shown before "Show all": the costliest ones say most. */
const FIRST_PAGE = 25;

const STATUS: Record<SearchTerm['status'], { label: string; color: 'gray' | 'green' | 'red' | 'blue' }> = {
  new: { label: 'Not reviewed yet', color: 'gray' },
  kept: { label: 'Kept', color: 'blue' },
  added: { label: 'Added as keyword', color: 'green' },
  excluded: { label: 'Excluded', color: 'red' },
};

function useUndoSearchTerm() {
  return useDashboardMutation({
    mutationFn: async (id: string) => (await (await apiRequest('POST', apiUrl('undoSearchTerm', { id }), {})).json()) as UndoSearchTermResponse,
    success: { title: 'Undone' },
    failure: { title: 'Failed to Undo', description: 'Could not undo this decision' },
    refresh: [SEARCH_TERMS_KEY, QUERY_KEYS.hierarchy],
  });
}

function TermRow({ term, onUndo, busy }: { term: SearchTerm; onUndo: (id: string) => void; busy: boolean }) {
  const status = STATUS[term.status];
  return (
    <Card size="1" className="search-term" data-testid={`row-search-term-${term.id}`}>
      <Flex direction="column" gap="1">
        <Flex justify="between" align="start" gap="3" wrap="wrap">
          <Text weight="medium" className="search-term-text" dir="auto">
            {term.text}
          </Text>
          <Badge color={status.color} data-testid={`status-search-term-${term.id}`}>
            {status.label}
          </Badge>
        </Flex>
        <Text size="1" color="gray">
          {term.campaignName} · {term.adGroupName}
        </Text>
        <Flex gap="3" wrap="wrap" className="search-term-figures">
          <Text size="2">{formatCount(term.impressions)} impr.</Text>
          <Text size="2">{plural(term.clicks, 'click')}</Text>
          <Text size="2">{formatCurrency(term.cost)}</Text>
          <Text size="2">{formatConversions(term.conversions)} conv.</Text>
        </Flex>
        <Flex justify="between" align="end" gap="3">
          <Text size="2" color="gray" data-testid={`reason-search-term-${term.id}`}>
            {term.reason}
            {term.negative && ` Negative keyword: "${term.negative.text}" (${term.negative.matchType.toLowerCase()}, ${term.negative.level === 'campaign' ? 'whole campaign' : 'this ad group'}).`}
          </Text>
          {term.canUndo && (
            <Button size="1" variant="soft" onClick={() => onUndo(term.id)} disabled={busy} data-testid={`button-undo-search-term-${term.id}`}>
              Undo
            </Button>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}

/** Which words across all searches waste most: the sum of what their excluded or irrelevant searches cost. */
function NgramView({ ngrams }: { ngrams: readonly SearchTermNgram[] }) {
  const top = ngrams[0]?.wastedCost ?? 0;
  return (
    <Card size="2" data-testid="card-search-term-ngrams">
      <Flex direction="column" gap="3">
        <Heading as="h3" size="3">
          Words that waste most
        </Heading>
        {ngrams.length === 0 ? (
          <Text size="2" color="gray">
            No money went to unwanted searches so far.
          </Text>
        ) : (
          <ol className="search-term-ngrams">
            {ngrams.slice(0, 10).map((gram) => (
              <li key={gram.text} data-testid={`ngram-${gram.text}`}>
                <Flex justify="between" gap="3" wrap="wrap">
                  <Text weight="medium">“{gram.text}”</Text>
                  <Text size="2">
                    {formatCurrency(gram.wastedCost)} wasted · {plural(gram.terms, 'search term')} · {formatConversions(gram.conversions)} conv.
                  </Text>
                </Flex>
                <div className="search-term-ngram-bar" style={{ width: `${top > 0 ? Math.max(4, (gram.wastedCost / top) * 100) : 0}%` }} />
              </li>
            ))}
          </ol>
        )}
      </Flex>
    </Card>
  );
}

/** Search Terms: what people typed before clicking, what it cost and brought, and what AdPilot did about it. */
export function SearchTermsTab() {
  const query = useQuery<SearchTermsResponse>({ queryKey: SEARCH_TERMS_KEY, refetchInterval: REFETCH_MS });
  const undo = useUndoSearchTerm();
  const [showAll, setShowAll] = useState(false);
  if (query.isLoading) return <TabSpinner label="Loading search terms" />;
  const data = query.data;
  if (!data || data.terms.length === 0) {
    return (
      <EmptyState title="No search terms yet" testId="text-empty-search-terms">
        Searches show up here once your ads get their first clicks. AdPilot reviews them every day; the next review is{' '}
        {data ? formatDateTime(data.nextReviewAt) : 'tomorrow morning'}.
      </EmptyState>
    );
  }
  const excluded = data.terms.filter((term) => term.status === 'excluded');
  const added = data.terms.filter((term) => term.status === 'added');
  return (
    <Flex direction="column" gap="4">
      <Text size="2" color="gray" data-testid="text-search-terms-summary">
        {plural(data.terms.length, 'search term')} over the last 30 days: {excluded.length} excluded, {added.length} added as keywords. Next review{' '}
        {formatDateTime(data.nextReviewAt)}.
      </Text>
      <NgramView ngrams={data.ngrams} />
      <Flex direction="column" gap="2">
        {(showAll ? data.terms : data.terms.slice(0, FIRST_PAGE)).map((term) => (
          <TermRow key={term.id} term={term} onUndo={(id) => undo.mutate(id)} busy={undo.isPending && undo.variables === term.id} />
        ))}
      </Flex>
      {!showAll && data.terms.length > FIRST_PAGE && (
        <Button variant="soft" onClick={() => setShowAll(true)} data-testid="button-show-all-search-terms">
          Show all {plural(data.terms.length, 'search term')}
        </Button>
      )}
    </Flex>
  );
}
