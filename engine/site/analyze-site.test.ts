import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSiteContent, type SiteContent } from '../../schema/ai-plan';
import { type FixtureSiteServer, serveFixtureSites } from '../../tests/fixtures/sites/fixture-sites';
import { parseAllowHosts } from './address-policy';
import { analyzeSite } from './analyze-site';

let sites: FixtureSiteServer;
beforeAll(async () => {
  sites = await serveFixtureSites((path) =>
    path === '/redirect-home' ? { status: 302, headers: { location: '/plumber/' } } : path === '/to-private' ? { status: 302, headers: { location: 'http://192.168.1.1/' } } : null,
  );
});
afterAll(() => sites.close());

const allowLocal = { allowHosts: ['127.0.0.1'] };

async function read(slug: string): Promise<SiteContent> {
  const result = await analyzeSite(sites.urlOf(slug), allowLocal);
  if (!isSiteContent(result)) throw new Error(result.error);
  return result;
}

describe('analyzeSite', () => {
  it('reads a local business: name, services, places, prices, calls to action and contacts', async () => {
    const plumber = await read('plumber');
    expect(plumber.businessName).toBe('Hartley Plumbing & Drain');
    expect(plumber.services).toEqual(expect.arrayContaining(['Drain Cleaning', 'Water Heater Installation', 'Emergency Plumbing Repair']));
    expect(plumber.places.slice(0, 3)).toEqual(['Springfield', 'Chatham', 'Rochester']);
    expect(plumber.prices).toContainEqual(expect.objectContaining({ item: 'Drain Cleaning', amount: 99 }));
    expect(plumber.callsToAction).toContain('Get a Free Estimate');
    expect(plumber.contact.phones[0]).toMatch(/217.*555.*0187/);
    expect(plumber.contact.address).toContain('Springfield');
    expect(plumber.schemaTypes).toContain('Plumber');
  });

  it('follows the services and about pages, a bounded number of them', async () => {
    const bakery = await read('bakery');
    expect(bakery.pages.map((page) => new URL(page).pathname)).toEqual(['/bakery/', '/bakery/menu.html', '/bakery/about.html']);
    expect(bakery.prices).toContainEqual(expect.objectContaining({ item: 'Butter Croissant', amount: 4.5 }));
    expect(bakery.places).toContain('Lake Oswego');
    const homeOnly = await analyzeSite(sites.urlOf('bakery'), { ...allowLocal, maxPages: 1 });
    expect(isSiteContent(homeOnly) && homeOnly.pages).toHaveLength(1);
  });

  it('reads a site without schema.org data from its headings and title', async () => {
    const law = await read('law-firm');
    expect(law.businessName).toBe('Morales & Whitfield');
    expect(law.services).toEqual(expect.arrayContaining(['Car Accident Claims', 'Divorce', 'Wills and Trusts']));
    expect(law.places).toEqual(expect.arrayContaining(['Austin', 'Round Rock', 'Georgetown']));
    expect(law.prices.map((price) => price.amount)).not.toContain(40); // "$40 million recovered" is no price
  });

  it('reads product prices of a shop and skips a linked page that is missing', async () => {
    const shop = await read('shop');
    expect(shop.prices).toContainEqual(expect.objectContaining({ item: 'Coastline 10 Touring Kayak', amount: 649 }));
    expect(shop.prices).toContainEqual(expect.objectContaining({ item: 'Kids Life Jacket', amount: 44 }));
    expect(shop.pages).toHaveLength(2);
  });

  it('reads a private site only on the host:port SITE_FETCH_ALLOW_HOSTS names; every other rule stays', async () => {
    const port = new URL(sites.origin).port;
    const allowed = { allowHosts: parseAllowHosts(`127.0.0.1:${port}`) };
    expect(isSiteContent(await analyzeSite(sites.urlOf('physio'), allowed))).toBe(true);
    const refused = await analyzeSite(sites.urlOf('physio'), { allowHosts: parseAllowHosts(`127.0.0.1:${Number(port) + 1}`) });
    expect(refused).toEqual({ error: expect.stringMatching(/loopback address, not a public website/) });
    expect(await analyzeSite(sites.urlOf('physio'), {})).toEqual({ error: expect.stringMatching(/not a public website/) });
    // A redirect from the allowed host to another private address is still refused.
    expect(await analyzeSite(`${sites.origin}/to-private`, allowed)).toEqual({ error: expect.stringMatching(/192\.168\.1\.1.*private address/) });
  });

  it('reads language, country, currency and prices as written on sites in other languages', async () => {
    const carpenter = await read('carpenter-de');
    expect(carpenter).toMatchObject({ language: 'de', country: 'DE', currency: 'EUR' });
    // "ab 1.200 € pro laufendem Meter": a price per running metre keeps its unit of two words.
    expect(carpenter.prices).toContainEqual(expect.objectContaining({ amount: 1200, currency: 'EUR', text: '1.200 €/laufendem Meter' }));
    const photographer = await read('wedding-photo');
    expect(photographer.prices).toContainEqual(expect.objectContaining({ amount: 1890, text: '1 890 €' }));
    const locksmith = await read('locksmith');
    expect(locksmith.prices).toContainEqual(expect.objectContaining({ item: 'Lockout call-out', amount: 65, currency: 'GBP' }));
    expect(locksmith.places).toEqual(['Manchester', 'Salford', 'Stockport']);
    const canada = await read('canada-shop');
    expect(canada).toMatchObject({ country: 'CA', currency: 'CAD' });
    expect(canada.prices.every((price) => price.currency === 'CAD')).toBe(true);
  });

  it('ignores builder boilerplate, cookie walls and stale announcement bars', async () => {
    const wordpress = await read('wordpress-cookies');
    expect(wordpress.description).toBeNull();
    expect(wordpress.title).toBe('Clínica Dentária Foz');
    expect(wordpress.text).not.toMatch(/cookie|Just another|Olá, mundo|powered by/i);
    expect(wordpress.services).toEqual(['Implantes dentários', 'Ortodontia invisível', 'Branqueamento dentário', 'Higiene oral']);
    const roofer = await read('roofer');
    expect(roofer.text).not.toMatch(/20% off/);
    expect(roofer.services).toEqual(['Roof Repair', 'Roof Replacement', 'Storm Damage Inspection']);
    expect(roofer.places).toEqual(expect.arrayContaining(['Dayton', 'Kettering', 'Huber Heights']));
    const wix = await read('wix-massage');
    expect(wix.text).not.toMatch(/wix|Create your website/i);
    expect(wix.callsToAction).not.toContain('Start Now');
  });

  it('follows a redirect and reports where it landed', async () => {
    const result = await analyzeSite(`${sites.origin}/redirect-home`, allowLocal);
    expect(isSiteContent(result) && result.url).toBe(sites.urlOf('plumber'));
  });

  it('returns a clear error instead of throwing when the site cannot be read', async () => {
    expect(await analyzeSite(sites.urlOf('bakery'))).toEqual({ error: expect.stringMatching(/^Refused to fetch .*loopback address/) });
    expect(await analyzeSite(`${sites.origin}/to-private`, allowLocal)).toEqual({ error: expect.stringContaining('192.168.1.1 is a private address') });
    expect(await analyzeSite(`${sites.origin}/missing/`, allowLocal)).toEqual({ error: 'The website answered with HTTP status 404.' });
    expect(await analyzeSite('not a url')).toEqual({ error: expect.stringContaining('not a valid web address') });
  });
});
