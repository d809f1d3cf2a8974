import { afterEach, describe, expect, it } from 'vitest';
import { isSiteContent, type SiteContent } from '../../schema/ai-plan';
import { AREAS_ROOFER, CLEANER_FR, DROPDOWN_PLUMBER, HUB_CLEANER, PHYSIO_ES, type Route, serveSite, type TestSite, TILER_DE } from './__fixtures__/multi-page-sites';
import { type AnalyzeSiteOptions, analyzeSite } from './analyze-site';
import { extractPageContent } from './extract-page-content';
import { mergeFairly, mergePages, serviceNameOf, shareText } from './merge-pages';

const running: TestSite[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((site) => site.close()));
});

async function serve(routes: Record<string, Route>): Promise<TestSite> {
  const site = await serveSite(routes);
  running.push(site);
  return site;
}

async function read(site: TestSite, options: AnalyzeSiteOptions = {}): Promise<SiteContent> {
  const result = await analyzeSite(site.url(), { allowHosts: ['127.0.0.1'], ...options });
  if (!isSiteContent(result)) throw new Error(result.error);
  return result;
}

const paths = (content: SiteContent) => content.pages.map((page) => new URL(page).pathname);
/** Pages that must never be read, in the languages of the test sites. */
const NEVER = /blog|careers|privacy|terms|news|jobs|cart|imprint|impressum|datenschutz|karriere|aktuelles|actualites|recrutement|mentions|confidentialite|trabaja|aviso|politica/;

describe('analyzeSite over several pages', () => {
  it("reads a plumber's services from the nav dropdown's pages, whose addresses have no 'service' in them", async () => {
    const site = await serve(DROPDOWN_PLUMBER);
    const plumber = await read(site);
    expect(paths(plumber)).toEqual(expect.arrayContaining(['/drain-cleaning/', '/water-heater-repair/', '/sewer-line-replacement/', '/areas-we-serve/']));
    // Each page of one service gives its name, without the town its heading adds.
    expect(plumber.services).toEqual(expect.arrayContaining(['Drain Cleaning', 'Water Heater Repair', 'Sewer Line Replacement']));
    expect(plumber.pageTexts?.find((page) => page.url.endsWith('/drain-cleaning/'))?.linkText).toBe('Drain Cleaning');
  });

  it('never reads the blog, careers, privacy or terms pages, even linked in the navigation and a banner', async () => {
    const site = await serve(DROPDOWN_PLUMBER);
    const plumber = await read(site);
    expect(site.requests.filter((path) => NEVER.test(path))).toEqual([]);
    expect(plumber.text).not.toMatch(/baking soda|\$28|30 days|within 14 days/);
    expect(plumber.prices.map((price) => price.amount)).not.toContain(28);
  });

  it('finds the towns served only on the areas page', async () => {
    const plumber = await read(await serve(DROPDOWN_PLUMBER));
    expect(plumber.places).toEqual(expect.arrayContaining(['Chatham', 'Auburn', 'Pawnee']));
  });

  it("finds the towns that only their own pages under 'Service Areas' name", async () => {
    const roofer = await read(await serve(AREAS_ROOFER));
    expect(paths(roofer)).toEqual(expect.arrayContaining(['/service-areas/', '/service-areas/kettering-oh/', '/service-areas/xenia-oh/']));
    expect(roofer.places).toEqual(expect.arrayContaining(['Kettering', 'Beavercreek', 'Xenia']));
    expect(roofer.services).not.toContain('Kettering');
  });

  it("follows a services hub's children when the home page is a hero, and reads prices only the pricing page has", async () => {
    const site = await serve(HUB_CLEANER);
    const cleaner = await read(site);
    expect(paths(cleaner).slice(0, 2)).toEqual(['/', '/services/']);
    expect(paths(cleaner)).toContain('/pricing/');
    // A second level: the service pages the hub links to with "Learn more".
    expect(paths(cleaner)).toEqual(expect.arrayContaining(['/services/window-washing/', '/services/gutter-cleaning/', '/services/pressure-washing/']));
    expect(cleaner.services).toEqual(expect.arrayContaining(['Window Washing', 'Gutter Cleaning', 'Pressure Washing', 'Solar Panel Cleaning']));
    expect(cleaner.prices).toContainEqual(expect.objectContaining({ amount: 149, currency: 'USD' }));
    expect(cleaner.prices).toContainEqual(expect.objectContaining({ amount: 119 }));
    expect(site.requests.filter((path) => NEVER.test(path))).toEqual([]);
  });

  it.each([
    ['German', TILER_DE, ['/leistungen/', '/preise/', '/ueber-uns/'], 'Badsanierung', 8500],
    ['French', CLEANER_FR, ['/prestations/', '/tarifs/', '/qui-sommes-nous/'], 'Nettoyage de vitres', 90],
    ['Spanish', PHYSIO_ES, ['/servicios/', '/precios/', '/sobre-nosotros/'], 'Punción seca', 40],
  ])('reads a site in %s by its own words, its legal, news and careers pages left alone', async (_language, routes, wanted, service, amount) => {
    const site = await serve(routes);
    const content = await read(site);
    expect(paths(content)).toEqual(expect.arrayContaining(wanted));
    expect(content.services).toContain(service);
    expect(content.prices.map((price) => price.amount)).toContain(amount);
    expect(site.requests.filter((path) => NEVER.test(path))).toEqual([]);
  });

  it("leaves another language's copy of the site alone", async () => {
    const site = await serve(TILER_DE);
    await read(site);
    expect(site.requests).not.toContain('/en/');
  });

  it('reads at most maxPages pages and fetches no more', async () => {
    const site = await serve(DROPDOWN_PLUMBER);
    const plumber = await read(site, { maxPages: 3 });
    expect(plumber.pages).toHaveLength(3);
    expect(site.requests).toHaveLength(3);
    const wide = await read(await serve(DROPDOWN_PLUMBER));
    expect(wide.pages.length).toBeLessThanOrEqual(8);
  });

  it('fetches a few pages at once, never more than its concurrency', async () => {
    const slow = Object.fromEntries(Object.entries(HUB_CLEANER).map(([path, html]) => [path, { html: html as string, delayMs: path === '/' ? 0 : 60 }]));
    const site = await serve(slow);
    await read(site, { concurrency: 2 });
    expect(site.mostAtOnce()).toBe(2);
  });

  it('stops at the time budget: a page still out then is left out, and the read returns on time', async () => {
    const site = await serve({ ...HUB_CLEANER, '/services/': { html: HUB_CLEANER['/services/'] as string, delayMs: 5_000 } });
    const started = performance.now();
    const cleaner = await read(site, { timeBudgetMs: 500 });
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(paths(cleaner)).not.toContain('/services/');
    expect(paths(cleaner)).toContain('/pricing/');
  });

  it('reads the site when linked pages fail, hang up or lead to another site', async () => {
    const other = await serve({ '/': '<h1>Another site</h1>' });
    const site = await serve({ ...HUB_CLEANER, '/pricing/': { status: 500, html: 'oops' }, '/about/': { status: 302, location: other.url('/') } });
    const cleaner = await read(site);
    expect(paths(cleaner)).toContain('/services/');
    expect(cleaner.pages.every((page) => page.startsWith(site.origin))).toBe(true);
    expect(other.requests).toEqual(['/']);
    expect(cleaner.text).not.toContain('Another site');
  });
});

describe('mergePages', () => {
  const home = (count: number) =>
    extractPageContent(`<html lang="en"><body><section><h2>Our Services</h2><ul>${Array.from({ length: count }, (_, index) => `<li>Hair treatment ${index + 1}</li>`).join('')}</ul></section></body></html>`, 'https://salon.test/');
  const sub = extractPageContent('<html lang="en"><body><section><h2>Services</h2><ul><li>Balayage</li><li>Keratin Smoothing</li></ul></section></body></html>', 'https://salon.test/services/');

  it("keeps a subpage's services when the home page alone fills the cap, home's first", async () => {
    const merged = mergePages([
      { url: 'https://salon.test/', content: home(35), role: 'home', linkText: null },
      { url: 'https://salon.test/services/', content: sub, role: 'offers', linkText: 'Services' },
    ]);
    expect(merged.services).toHaveLength(30);
    expect(merged.services[0]).toBe('Hair treatment 1');
    expect(merged.services.slice(-2)).toEqual(['Balayage', 'Keratin Smoothing']);
  });

  it('names a page of one service by its heading or its link, the town and the brand cut', () => {
    const content = (h1: string) => extractPageContent(`<html><body><h1>${h1}</h1></body></html>`, 'https://x.test/a/');
    expect(serviceNameOf({ content: content('Drain Cleaning in Springfield, IL'), linkText: null })).toBe('Drain Cleaning');
    expect(serviceNameOf({ content: content('Emergency Boiler Repair | Hartley Heating'), linkText: 'Boilers' })).toBe('Boilers');
    expect(serviceNameOf({ content: content('Why homeowners across the county have trusted us for three decades.'), linkText: null })).toBeNull();
    expect(serviceNameOf({ content: content('Contact us'), linkText: null })).toBeNull();
  });

  it('keeps no place only the structured data names (a stale or too wide areaServed), nor the whole country', () => {
    const content = extractPageContent(
      `<html lang="en-IE"><head><script type="application/ld+json">{"@type": "HomeAndConstructionBusiness", "name": "Lee Gutters", "areaServed": ["Munster", "Ballincollig", "Ireland"],
        "address": {"@type": "PostalAddress", "streetAddress": "Unit 3, Carrigaline Road", "addressLocality": "Douglas", "addressCountry": "IE"}}</script></head>
      <body><h1>Gutter cleaning in Cork</h1><p>We clean gutters in Cork city, Ballincollig and Carrigaline, the best-rated crew in Ireland.</p></body></html>`,
      'https://gutters.test/',
    );
    expect(content.places).toContain('Munster');
    const merged = mergePages([{ url: 'https://gutters.test/', content, role: 'home', linkText: null }]);
    expect(merged.places).toContain('Ballincollig');
    expect(merged.places).toContain('Douglas');
    expect(merged.places).not.toContain('Munster');
    // The whole country is no place of a business with an address, though the page names it.
    expect(merged.places).not.toContain('Ireland');
  });

  it('keeps no place named only in a question or where the site says no, nor the old address of a business that moved', () => {
    const content = extractPageContent(
      `<html lang="de-AT"><head><script type="application/ld+json">{"@type": "Electrician", "name": "Elektro Hofer", "areaServed": ["Graz", "Weiz", "Voitsberg"],
        "address": {"@type": "PostalAddress", "streetAddress": "Hauptplatz 5", "addressLocality": "Leibnitz", "postalCode": "8430", "addressCountry": "AT"}}</script></head>
      <body><h1>Elektriker in Graz</h1><p>Wir arbeiten in Graz und Graz-Umgebung (also nicht in Weiz oder Voitsberg).</p><p>Ich wohne in Weiz – fahren Sie auch zu mir?</p>
      <footer><p>Elektro Hofer · Conrad-von-Hötzendorf-Straße 94, 8010 Graz</p></footer></body></html>`,
      'https://elektro.test/',
    );
    const merged = mergePages([{ url: 'https://elektro.test/', content, role: 'home', linkText: null }]);
    expect(merged.contact.address).toBe('Conrad-von-Hötzendorf-Straße 94, 8010 Graz');
    expect(merged.places).toContain('Graz');
    expect(merged.places).not.toContain('Weiz');
    expect(merged.places).not.toContain('Voitsberg');
    expect(merged.places).not.toContain('Leibnitz');
  });

  it('keeps a city-state, which is its address’s town as well as its country', () => {
    const content = extractPageContent(
      `<html lang="en-SG"><head><script type="application/ld+json">{"@type": "MovingCompany", "name": "Lion City Movers", "areaServed": "Singapore",
        "address": {"@type": "PostalAddress", "streetAddress": "21 Ubi Road 1", "addressLocality": "Singapore", "postalCode": "408724", "addressCountry": "SG"}}</script></head>
      <body><h1>HDB and condo moving in Singapore</h1></body></html>`,
      'https://movers.test/',
    );
    expect(mergePages([{ url: 'https://movers.test/', content, role: 'home', linkText: null }]).places).toContain('Singapore');
  });

  it('shares a cap fairly and the text budget, in order', () => {
    expect(mergeFairly([['a', 'b', 'c', 'd', 'e'], ['B', 'f'], ['g']], 5, (value) => value.toLowerCase())).toEqual(['a', 'b', 'c', 'f', 'g']);
    expect(mergeFairly([['a', 'b'], ['c']], 10, (value) => value)).toEqual(['a', 'b', 'c']);
    expect(shareText(['x'.repeat(30), 'y'.repeat(5), 'z'.repeat(30)], 40)).toBe(`${'x'.repeat(18)}\n${'y'.repeat(5)}\n${'z'.repeat(17)}`);
  });
});
