import type { TrackingCheck } from '../../schema/api/conversion-tracking';
import { extractPageContent } from '../site/extract-page-content';
import { type FetchPolicy, fetchHtmlPage, SiteFetchError } from '../site/fetch-page';
import { findTrackingTags } from './find-tracking-tags';
import { judgeTracking, type PublishedContainer, type ReadPage } from './judge-tracking';

export interface TrackingCheckOptions extends FetchPolicy {
  /** The account's Google Ads id (AW-…) the tag must name; null when no account is connected. */
  expectedConversionId: string | null;
  /** Demo mode: the check is real, the dashboard's conversions are simulated. */
  simulated: boolean;
  now: Date;
  /** Where AdPilot last published the conversion tag with Tag Manager; null or absent when it never did. */
  published?: PublishedContainer | null;
  /** Pages read besides the home page (contact and thank-you pages first). */
  extraPages?: number;
}

// Where the event snippet lives: the page after a lead, or the contact page that leads to it.
const CONVERSION_PAGES = /(thank|thanks|danke|merci|confirm|success|contact|kontakt|quote|book|appointment|enquir|inquir)/i;

/**
 * Looks for the Google tag on the owner's website from outside, as a visitor's browser would load
 * it: the home page and a few of its same-site pages, each through the SSRF-safe fetcher (same
 * rules as the site analyzer, SITE_FETCH_ALLOW_HOSTS included). Never throws for a site problem.
 */
export async function checkSiteTracking(websiteUrl: string, options: TrackingCheckOptions): Promise<TrackingCheck> {
  const base = {
    websiteUrl,
    expectedConversionId: options.expectedConversionId,
    simulated: options.simulated,
    checkedAt: options.now.toISOString(),
  };
  const pages: ReadPage[] = [];
  const queue: string[] = [];
  const seen = new Set<string>();
  const read = async (address: string) => {
    const page = await fetchHtmlPage(address, options);
    pages.push({ url: page.url, tags: findTrackingTags(page.html) });
    seen.add(pathOf(page.url));
    queue.push(...conversionPageLinks(page.url, page.html).filter((link) => !seen.has(pathOf(link))));
  };
  try {
    await read(withScheme(websiteUrl));
  } catch (error) {
    const reason = error instanceof SiteFetchError ? error.message : 'The website could not be read.';
    return {
      ...base,
      status: 'unreachable',
      message: `Your site could not be checked: ${reason}`,
      pagesChecked: [],
      found: { adsIds: [], tagManagerContainers: [], otherTagIds: [], conversionEvents: [] },
    };
  }
  // Breadth first from the home page: a thank-you page is often reached only from the contact page.
  for (let left = options.extraPages ?? 3; left > 0 && queue.length > 0; ) {
    const link = queue.shift() as string;
    if (seen.has(pathOf(link))) continue;
    seen.add(pathOf(link));
    left--;
    try {
      await read(link);
    } catch {
      // A linked page that cannot be read is skipped: the home page carries the Google tag.
    }
  }
  return { ...base, ...judgeTracking(pages, options.expectedConversionId, options.published ?? null), pagesChecked: pages.map((page) => page.url) };
}

const pathOf = (url: string) => new URL(url).pathname;

function conversionPageLinks(pageUrl: string, html: string): string[] {
  return extractPageContent(html, pageUrl)
    .links.filter((link) => CONVERSION_PAGES.test(`${pathOf(link.url)} ${link.text}`))
    .map((link) => link.url);
}

/** Lets an owner type "example.com" as well as "https://example.com". */
function withScheme(url: string): string {
  const trimmed = url.trim();
  return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
}
