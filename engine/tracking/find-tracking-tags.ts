/**
 * What a page's HTML shows of Google's tags, read from the markup alone (no script runs):
 * the gtag.js loader and the ids it is configured for, the event snippets' `send_to`, and
 * Google Tag Manager containers (whose contents are not visible in the page).
 */
export interface PageTags {
  /** The gtag.js loader (googletagmanager.com/gtag/js) is on the page. */
  gtagLoaded: boolean;
  /** Google Ads ids the page loads or configures (AW-123456789), in page order, unique. */
  adsIds: string[];
  /** Other Google tag ids (G-… Analytics), which count no Google Ads conversion. */
  otherTagIds: string[];
  /** `send_to` targets of event snippets: AW-123456789/label. */
  conversionEvents: string[];
  /** Google Tag Manager container ids (GTM-XXXX) loaded by the page. */
  tagManagerContainers: string[];
}

const unique = (values: Iterable<string>): string[] => [...new Set(values)];
const all = (pattern: RegExp, html: string, group = 1): string[] => unique([...html.matchAll(pattern)].map((match) => match[group]));

// The loader's id (`gtag/js?id=AW-…`) and `gtag('config', 'AW-…')` both name the ids the page tags for.
const LOADER = /googletagmanager\.com\/gtag\/js\?(?:[^"'\s>]*&(?:amp;)?)?id=((?:AW|G|GT|DC)-[A-Za-z0-9]+)/gi;
const CONFIG = /gtag\(\s*['"]config['"]\s*,\s*['"]((?:AW|G|GT|DC)-[A-Za-z0-9]+)['"]/gi;
const SEND_TO = /send_to['"]?\s*:\s*['"](AW-\d+\/[A-Za-z0-9_-]+)['"]/gi;
// The container snippet passes its id to gtm.js (or names it in the noscript iframe's ns.html?id=).
const GTM_LOADER = /googletagmanager\.com\/(?:gtm\.js|ns\.html)/i;
const GTM_ID = /['"=]\s*(GTM-[A-Z0-9]{4,12})\b/g;

export function findTrackingTags(html: string): PageTags {
  const tagIds = unique([...all(LOADER, html), ...all(CONFIG, html)].map((id) => id.toUpperCase()));
  const conversionEvents = all(SEND_TO, html);
  const adsIds = unique([...tagIds.filter((id) => id.startsWith('AW-')), ...conversionEvents.map((target) => target.split('/')[0])]);
  return {
    gtagLoaded: /googletagmanager\.com\/gtag\/js/i.test(html),
    adsIds,
    otherTagIds: tagIds.filter((id) => !id.startsWith('AW-')),
    conversionEvents,
    tagManagerContainers: GTM_LOADER.test(html) ? all(GTM_ID, html) : [],
  };
}
