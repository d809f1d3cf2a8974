import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSiteContent, type SiteContent } from '../../schema/ai-plan';
import { type FixtureSiteServer, serveFixtureSites } from '../../tests/fixtures/sites/fixture-sites';
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
