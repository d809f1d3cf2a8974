import { performance } from 'node:perf_hooks';
import type { SiteAnalysis } from '../../schema/ai-plan';
import { type Candidate, pageCandidates, pageKey, rankCandidates } from './choose-pages';
import { extractPageContent, type PageContent } from './extract-page-content';
import { FETCH_DEFAULTS, type FetchPolicy, fetchHtmlPage, SiteFetchError } from './fetch-page';
import { isSkipped } from './link-kinds';
import { mergePages, type ReadPage } from './merge-pages';

/**
 * Reads an owner's website for the strategist.
 *
 *   analyzeSite(url, options?) => Promise<SiteContent | { error: string }>
 *
 * Reads the home page and up to `maxPages - 1` (default 7) pages of the same origin that it links, chosen by what they
 * are in some twenty languages (choose-pages.ts, link-kinds.ts): services, prices, the pages of one service (a nav
 * dropdown's children, and a second level: the pages a services or areas hub links to), areas, about, contact; never
 * blog posts, news, careers, legal pages, a cart or a login. Up to 4 pages are fetched at once, all within
 * `timeBudgetMs` (default 3.5 s) of the start; a page not back by then, or that fails, is left out. Each fetch goes through
 * the SSRF-safe fetcher: http(s) only, addresses checked after DNS resolution and on every redirect, at most 5
 * redirects, 2 MB and 10 s per page, HTML only. Never throws for a site problem: it returns `{ error }` with a message
 * fit for the owner (the home page could not be read), and the strategist plans from the form data and says so.
 * Pass the result as `BusinessBrief.site`.
 *
 * Options: `allowHosts` (tests only: hosts allowed to be private), `lookup` (injectable DNS), `maxBytes`, `timeoutMs`,
 * `maxRedirects`, `maxPages` (default 8), `timeBudgetMs` (default 3500), `concurrency` (default 4).
 */

export interface AnalyzeSiteOptions extends FetchPolicy {
  maxPages?: number;
  /** How long the whole read may take, from its start: linked pages still out then are left out. */
  timeBudgetMs?: number;
  /** How many linked pages are fetched at once. */
  concurrency?: number;
}

export const READ_DEFAULTS = { maxPages: 8, timeBudgetMs: 3_500, concurrency: 4 } as const;

/** A linked page is not started with less time than this left: it could not answer. */
const LEAST_TIME_MS = 150;
/** Room a services hub keeps for the pages of one service it links to, when the home page named none. */
const HUB_CHILDREN = 3;

export async function analyzeSite(url: string, options: AnalyzeSiteOptions = {}): Promise<SiteAnalysis> {
  const started = performance.now();
  const maxPages = Math.max(1, options.maxPages ?? READ_DEFAULTS.maxPages);
  const deadline = started + (options.timeBudgetMs ?? READ_DEFAULTS.timeBudgetMs);
  let home: ReadPage;
  try {
    const page = await fetchHtmlPage(withScheme(url), options);
    const content = extractPageContent(page.html, page.url);
    home = { url: page.url, content, role: 'home', linkText: linkTextFor(page.url, content) };
  } catch (error) {
    return { error: error instanceof SiteFetchError ? error.message : 'The website could not be read.' };
  }

  const site = { homeUrl: home.url, language: home.content.lang };
  const pages: ReadPage[] = [home];
  const tried = new Set([pageKey(home.url)]);
  const fromHome = pageCandidates(home, 'home', site);
  // First the home page's best links, keeping room for what a services or areas hub links to when the home page
  // named none of its pages (a hub's children are only known once it is read).
  const slots = maxPages - 1;
  const firstWave = rankCandidates(fromHome).slice(0, slots - Math.min(roomForChildren(fromHome), Math.floor(slots / 2)));
  await readInto(pages, firstWave, tried, home, options, deadline);

  // Then a second level: the pages the hubs just read link to, with the home page's links not yet read.
  const hubs = pages.filter((page) => page.role === 'offers' || page.role === 'areas');
  const children = hubs.flatMap((hub) => pageCandidates(hub, hub.role === 'offers' ? 'offers-hub' : 'areas-hub', site).filter((candidate) => candidate.role === 'detail' || candidate.role === 'area-detail'));
  const secondWave = rankCandidates([...fromHome, ...children]).filter((candidate) => !tried.has(pageKey(candidate.url)));
  await readInto(pages, secondWave.slice(0, maxPages - pages.length), tried, home, options, deadline);
  return mergePages(pages);
}

/** Pages a services hub (and an areas hub) will link to that the home page does not name: room kept for them. */
function roomForChildren(fromHome: readonly Candidate[]): number {
  const count = (role: Candidate['role']) => fromHome.filter((candidate) => candidate.role === role).length;
  const services = count('offers') > 0 ? Math.max(0, HUB_CHILDREN - count('detail')) : 0;
  const towns = count('areas') > 0 && count('area-detail') === 0 ? 1 : 0;
  return services + towns;
}

/**
 * Fetches the candidates, a few at a time, each within what is left of the deadline; keeps those that answered with
 * a page of the same origin not read yet (a redirect may lead to one already read, to one never read, or to another site).
 */
async function readInto(pages: ReadPage[], candidates: readonly Candidate[], tried: Set<string>, home: ReadPage, options: AnalyzeSiteOptions, deadline: number): Promise<void> {
  const fresh = candidates.filter((candidate) => !tried.has(pageKey(candidate.url)));
  for (const candidate of fresh) tried.add(pageKey(candidate.url));
  const results: (ReadPage | null)[] = fresh.map(() => null);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < fresh.length; index = next++) {
      const left = deadline - performance.now();
      if (left < LEAST_TIME_MS) return;
      const candidate = fresh[index];
      try {
        const page = await fetchHtmlPage(candidate.url, { ...options, timeoutMs: Math.min(options.timeoutMs ?? FETCH_DEFAULTS.timeoutMs, Math.floor(left)) });
        const landed = new URL(page.url);
        if (landed.origin !== new URL(home.url).origin || isSkipped(landed, '')) continue;
        const content = extractPageContent(page.html, page.url);
        results[index] = { url: page.url, content, role: candidate.role, named: candidate.named, linkText: linkTextFor(page.url, home.content) ?? linkTextFor(candidate.url, home.content) ?? goodLinkText(candidate.text) };
      } catch {
        // A linked page that cannot be read is left out: the home page is enough to plan from.
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? READ_DEFAULTS.concurrency, fresh.length) }, worker));
  // In the order they were chosen, whatever order they answered in.
  for (const result of results) {
    if (result && !pages.some((page) => pageKey(page.url) === pageKey(result.url))) pages.push(result);
  }
}

/** Lets an owner type "example.com" as well as "https://example.com". */
function withScheme(url: string): string {
  const trimmed = url.trim();
  return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** The words the home page first links a page with ("Our Menu", usually the navigation's), not "Read more". */
function linkTextFor(url: string, home: PageContent): string | null {
  const key = pageKey(url);
  return home.links.filter((link) => pageKey(link.url) === key).map((link) => goodLinkText(link.text)).find(Boolean) ?? null;
}

function goodLinkText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed.length > 1 && trimmed.length <= 40 && !/^(read|learn|see|view|find out|click|more|here|home)\b/i.test(trimmed) ? trimmed : null;
}
