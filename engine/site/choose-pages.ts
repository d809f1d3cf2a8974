import type { PageContent, PageLink } from './extract-page-content';
import { fold, isSkipWords, kindOfWords, type LinkKind, linkKind, pathSegments } from './link-kinds';

/**
 * Which linked pages of a site are worth reading, and in which order, from the links of a page already read.
 *
 *   pageCandidates(page, from, site) => Candidate[]   every link worth reading, with the role it is read in
 *   rankCandidates(candidates) => Candidate[]         best first
 *
 * Roles: a services hub (`offers`), `prices`, a page of one service (`detail`: a nav dropdown's child under
 * "Services", a path under a services hub, a link named like a service the page lists, or a link in a services hub's
 * own content), the towns served (`areas`) and one town's page (`area-detail`), `about`, `contact`, another nav link
 * (`other`), and pages an ad gets little from (`aside`: FAQ, gallery, booking). Never: posts, news, careers, legal pages,
 * a cart or a login (link-kinds.ts), files, another language's copy of the site, another site.
 */

export type PageRole = 'offers' | 'prices' | 'detail' | 'areas' | 'area-detail' | 'about' | 'contact' | 'other' | 'aside';

export interface Candidate {
  url: string;
  role: PageRole;
  /** The words it was linked with. */
  text: string;
  /** The link says which service the page is about: a dropdown's child, a path under a hub, a service's name. */
  named: boolean;
  place: PageLink['place'];
}

/** Where the links come from: the home page, or a hub whose content links lead to its children. */
export type LinkSource = 'home' | 'offers-hub' | 'areas-hub';

/**
 * Each role's first score and the step between its pages: services, prices and the first pages of one service lead;
 * the towns, about and contact come in among the services' pages, so one role never takes the whole budget.
 */
const SCORES: Record<PageRole, [first: number, step: number]> = {
  offers: [0, 3],
  prices: [0.5, 3],
  detail: [1, 1],
  areas: [1.5, 3],
  about: [2.5, 4],
  contact: [4.5, 4],
  'area-detail': [5.5, 2],
  other: [6, 1],
  aside: [9, 1],
};
const PLACE_ORDER: Record<PageLink['place'], number> = { nav: 0, main: 1, footer: 2 };

const NOT_A_PAGE = /\.(pdf|jpe?g|png|gif|webp|svg|avif|zip|rar|7z|docx?|xlsx?|pptx?|odt|mp[34]|mov|avi|webm|xml|json|txt|csv|css|js|ics|vcf)$/i;
const NOT_A_PAGE_QUERY = /(?:^\?|&)(?:lang|language|add-to-cart|replytocom|share|action|s|print|output|format|orderby|filter_\w+)=/i;
const LANGUAGE_SEGMENT = /^[a-z]{2}(?:[-_][a-z]{2,4})?$/i;

/** The same page whatever its trailing slash or index file. */
export function pageKey(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname.replace(/\/(index\.(html?|php))?$/, '')}${parsed.search}`;
}

/** The language a site's pages live under: its first path segment when it is a language code ("/de/"), else its `lang`. */
export function siteLanguagePrefix(homeUrl: string, lang: string | null): string | null {
  const first = new URL(homeUrl).pathname.split('/').filter(Boolean)[0];
  if (first && LANGUAGE_SEGMENT.test(first)) return first.toLowerCase().slice(0, 2);
  return lang?.trim().toLowerCase().slice(0, 2) || null;
}

/** Another language's copy of the site ("/en/…" on a German one), not more of this one. */
function otherLanguage(url: URL, prefix: string | null): boolean {
  const first = url.pathname.split('/').filter(Boolean)[0];
  return first !== undefined && LANGUAGE_SEGMENT.test(first) && first.toLowerCase().slice(0, 2) !== prefix;
}

/** A link whose words or slug are those of a service the page lists ("Drain Cleaning", "/drain-cleaning/"). */
function namesAService(url: URL, text: string, services: readonly string[]): boolean {
  const slug = fold(pathSegments(url).at(-1) ?? '');
  const words = fold(text);
  return services.some((service) => {
    const name = fold(service);
    return name.length >= 4 && (name === slug || name === words);
  });
}

/** The kind of the nearest path segment above the page, below the home page's own ("/services/drain-cleaning" is under services). */
function kindAbove(url: URL, home: URL): LinkKind | null {
  const homeSegments = pathSegments(home).filter((segment) => !/\.\w+$/.test(segment));
  const segments = pathSegments(url);
  const below = homeSegments.every((segment, index) => segments[index] === segment) ? segments.slice(homeSegments.length, -1) : segments.slice(0, -1);
  for (const segment of below.reverse()) {
    const kind = kindOfWords(segment);
    if (kind) return kind;
  }
  return null;
}

function roleOf(link: PageLink, url: URL, from: LinkSource, services: readonly string[], home: URL): { role: PageRole; named: boolean } | null {
  const own = linkKind(url, link.text);
  if (own === 'skip') return null;
  if (link.group && isSkipWords(link.group)) return null;
  if (own && own !== 'offers') return { role: own, named: false };
  // A dropdown's parent item says what the page is one of; a page that names no kind itself, its path too.
  const group = link.group ? kindOfWords(link.group) : null;
  const under = own === 'offers' ? group : (group ?? kindAbove(url, home));
  if (under === 'offers') return { role: 'detail', named: true };
  if (under === 'areas') return { role: 'area-detail', named: true };
  if (own === 'offers') return { role: 'offers', named: false };
  if (namesAService(url, link.text, services)) return { role: 'detail', named: true };
  if (from === 'offers-hub' && link.place === 'main') return { role: 'detail', named: false };
  if (from === 'areas-hub' && link.place === 'main') return { role: 'area-detail', named: false };
  return link.place === 'nav' ? { role: 'other', named: false } : null;
}

/** Every link of a page worth reading, once each (its best role), in the page's order. */
export function pageCandidates(page: { url: string; content: PageContent }, from: LinkSource, site: { homeUrl: string; language: string | null }): Candidate[] {
  const origin = new URL(site.homeUrl).origin;
  const prefix = siteLanguagePrefix(site.homeUrl, site.language);
  const byKey = new Map<string, Candidate>();
  const itself = [pageKey(site.homeUrl), pageKey(page.url)];
  for (const link of page.content.links) {
    const url = new URL(link.url);
    if (itself.includes(pageKey(link.url)) || url.origin !== origin || NOT_A_PAGE.test(url.pathname) || NOT_A_PAGE_QUERY.test(url.search) || otherLanguage(url, prefix)) continue;
    const found = roleOf(link, url, from, page.content.services, new URL(site.homeUrl));
    if (!found) continue;
    const key = pageKey(link.url);
    const known = byKey.get(key);
    const candidate: Candidate = { url: link.url, role: found.role, text: link.text, named: found.named, place: link.place };
    if (!known) byKey.set(key, candidate);
    else if (SCORES[found.role][0] < SCORES[known.role][0] || (found.role === known.role && PLACE_ORDER[link.place] < PLACE_ORDER[known.place])) byKey.set(key, { ...candidate, text: known.text || link.text });
  }
  return [...byKey.values()];
}

/** Best first: each role's pages in turn, the navigation's before the content's and the footer's, then the page's order. */
export function rankCandidates(candidates: readonly Candidate[]): Candidate[] {
  const counts = new Map<PageRole, number>();
  const scored = candidates
    .map((candidate, order) => ({ candidate, order }))
    .sort((a, b) => PLACE_ORDER[a.candidate.place] - PLACE_ORDER[b.candidate.place] || a.order - b.order)
    .map(({ candidate, order }) => {
      const index = counts.get(candidate.role) ?? 0;
      counts.set(candidate.role, index + 1);
      const [first, step] = SCORES[candidate.role];
      return { candidate, order, score: first + step * index };
    });
  return scored.sort((a, b) => a.score - b.score || a.order - b.order).map(({ candidate }) => candidate);
}
