import { Popover, Text } from '@radix-ui/themes';
import type { LineSource } from '../../../schema/fields';
import './line-with-source.css';

/**
 * A line the AI wrote (ad copy, a sitelink, a callout) that shows, on hover or tap, the page and
 * sentence of the owner's site or the form field it rests on.
 */

/** Where a line comes from, in words an owner reads. */
export function sourceText(source: LineSource | undefined): { title: string; detail: string | null } {
  if (!source || source.kind === 'generic') return { title: 'A generic call to action', detail: 'It states no fact about your business.' };
  if (source.kind === 'form') {
    const field = { businessName: 'business name', industry: 'industry', targetAudience: 'target audience' }[source.field];
    return { title: `From your form (${field})`, detail: `“${source.quote}”` };
  }
  let page = source.page;
  try {
    const url = new URL(source.page);
    page = `${url.host}${url.pathname === '/' ? '' : url.pathname}`;
  } catch {
    // An unparsable page address is shown as it is.
  }
  return { title: `From your website: ${page}`, detail: `“${source.quote}”` };
}

export function LineWithSource({ text, source, testId }: { text: string; source: LineSource | undefined; testId: string }) {
  const { title, detail } = sourceText(source);
  return (
    <Popover.Root>
      <Popover.Trigger>
        <button type="button" dir="auto" className="line-with-source" title={`${title}${detail ? ` — ${detail}` : ''}`} data-testid={testId}>
          {text}
        </button>
      </Popover.Trigger>
      <Popover.Content size="1" maxWidth="22rem" data-testid="popover-line-source">
        <Text as="p" size="1" weight="medium">
          {title}
        </Text>
        {detail && (
          <Text as="p" size="1" color="gray" mt="1">
            {detail}
          </Text>
        )}
      </Popover.Content>
    </Popover.Root>
  );
}
