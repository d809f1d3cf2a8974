import type { Customer } from 'google-ads-api';
import { enums } from 'google-ads-api/enums';
import type { GoogleAdsCall } from './call-policy';
import { enumName, resourceId, toNumber, toText } from './gaql-values';

/** The conversion action AdPilot owns in each connected account (found again by this name). */
export const CONVERSION_ACTION_NAME = 'AdPilot website lead';

export interface TagSnippet {
  /** The Google tag (gtag.js) for every page's <head>. */
  globalSiteTag: string;
  /** The event snippet for the page a conversion happens on (thank-you page). */
  eventSnippet: string;
  /** AW-123456789: what Google Tag Manager's "Google Ads Conversion Tracking" tag asks for. */
  conversionId: string;
  conversionLabel: string;
}

interface ConversionRow {
  conversion_action?: {
    resource_name?: unknown;
    id?: unknown;
    tag_snippets?: { type?: unknown; page_format?: unknown; global_site_tag?: unknown; event_snippet?: unknown }[] | null;
  };
  metrics?: { all_conversions?: unknown };
}

const escapeGaql = (text: string) => text.replace(/\\/g, '\\\\').replace(/'/g, "\\'");

/** Reads the conversion id (AW-…) and label from the event snippet's `send_to`. */
export function parseSendTo(eventSnippet: string): { conversionId: string; conversionLabel: string } {
  const match = /send_to['"]?\s*:\s*['"](AW-\d+)\/([^'"]+)['"]/.exec(eventSnippet);
  return { conversionId: match?.[1] ?? '', conversionLabel: match?.[2] ?? '' };
}

function snippetOf(row: ConversionRow | undefined): TagSnippet | null {
  const snippets = row?.conversion_action?.tag_snippets ?? [];
  const html =
    snippets.find((snippet) => enumName(enums.TrackingCodeType, snippet.type) === 'WEBPAGE' && enumName(enums.TrackingCodePageFormat, snippet.page_format) === 'HTML') ??
    snippets[0];
  if (!html) return null;
  const eventSnippet = toText(html.event_snippet);
  return { globalSiteTag: toText(html.global_site_tag), eventSnippet, ...parseSendTo(eventSnippet) };
}

/**
 * Creates the owner's conversion action once (a website lead, counted once per click) or reuses it
 * after a reconnection, and reads back the tag Google generated for it.
 */
export async function ensureConversionAction(customer: Customer, customerId: string, call: GoogleAdsCall): Promise<{ conversionActionId: string; tagSnippet: TagSnippet | null }> {
  const query = `SELECT conversion_action.id, conversion_action.name, conversion_action.tag_snippets FROM conversion_action WHERE conversion_action.name = '${escapeGaql(CONVERSION_ACTION_NAME)}' AND conversion_action.status != 'REMOVED'`;
  const existing = await call('find conversion action', 1, () => customer.query<ConversionRow[]>(query));
  if (existing[0]?.conversion_action) {
    return { conversionActionId: toText(existing[0].conversion_action.id), tagSnippet: snippetOf(existing[0]) };
  }
  const created = await call('create conversion action', 1, () =>
    customer.mutateResources([
      {
        entity: 'conversion_action',
        operation: 'create',
        resource: {
          resource_name: `customers/${customerId}/conversionActions/-1`,
          name: CONVERSION_ACTION_NAME,
          type: enums.ConversionActionType.WEBPAGE,
          category: enums.ConversionActionCategory.SUBMIT_LEAD_FORM,
          status: enums.ConversionActionStatus.ENABLED,
          counting_type: enums.ConversionActionCountingType.ONE_PER_CLICK,
          value_settings: { default_value: 1, always_use_default_value: false },
        },
      },
    ]),
  );
  const conversionActionId = resourceId(toText(created.mutate_operation_responses?.[0]?.conversion_action_result?.resource_name));
  const read = await call('read conversion tag', 1, () =>
    customer.query<ConversionRow[]>(`SELECT conversion_action.id, conversion_action.tag_snippets FROM conversion_action WHERE conversion_action.id = ${Number(conversionActionId)}`),
  );
  return { conversionActionId, tagSnippet: snippetOf(read[0]) };
}

/**
 * Conversions the action recorded per date between `since` and `until` (YYYY-MM-DD, inclusive),
 * only the dates with some, as the API reports them: one GAQL query.
 */
export async function conversionsByDate(
  customer: Customer,
  conversionActionId: string,
  call: GoogleAdsCall,
  since: string,
  until: string,
): Promise<{ date: string; conversions: number }[]> {
  const rows = await call('read conversions by date', 1, () =>
    customer.query<(ConversionRow & { segments?: { date?: unknown } })[]>(
      `SELECT conversion_action.id, segments.date, metrics.all_conversions FROM conversion_action WHERE conversion_action.id = ${Number(conversionActionId)} AND segments.date BETWEEN '${since}' AND '${until}'`,
    ),
  );
  return rows.map((row) => ({ date: toText(row.segments?.date), conversions: toNumber(row.metrics?.all_conversions) })).filter((row) => row.conversions > 0);
}
