import { describe, expect, it } from 'vitest';
import type { SiteContent } from '../../schema/ai-plan';
import { siteOfPage } from '../../tests/fixtures/site-of-page';
import { proposeTargeting, saysWorldwide, travelsToCustomers } from './propose-targeting';

describe('the radius follows who travels', () => {
  it('a workshop people bring things into is not a trade that travels, a mobile service is', () => {
    expect(travelsToCustomers('Bring your bike in before 4pm and we fix punctures the same day.', true)).toBe(false);
    expect(travelsToCustomers('Mobile dog wash: our van brings warm water to your driveway.', false)).toBe(true);
    expect(travelsToCustomers('Drain cleaning and water heaters.', true)).toBe(true);
  });
});

describe('"everywhere" only where the site says so', () => {
  it('a remote business that takes clients worldwide says it; a shop shipping nationally does not', () => {
    expect(saysWorldwide('Based in Wellington, working remotely with clients worldwide.')).toBe(true);
    expect(saysWorldwide('We ship worldwide from our workshop.')).toBe(true);
    expect(saysWorldwide('Free shipping across Canada on orders over $75.')).toBe(false);
    expect(saysWorldwide('Our remote team answers within a day.')).toBe(false);
  });
});

describe('a radius around a structured address, in any country’s format', () => {
  const targetingOf = (site: SiteContent) => proposeTargeting({ businessName: site.businessName ?? 'B', websiteUrl: site.url, monthlyBudget: 300, site }, { local: true, travels: false });

  it('Vietnam: schema.org streetAddress and addressLocality, no postcode', () => {
    const site = siteOfPage(
      '<html lang="vi"><head><script type="application/ld+json">{"@type":"DaySpa","name":"Hoa Sen Spa","address":{"@type":"PostalAddress","streetAddress":"123 Lê Thánh Tôn, Phường Bến Thành, Quận 1","addressLocality":"Thành phố Hồ Chí Minh","addressCountry":"VN"}}</script></head><body><p>Massage body</p></body></html>',
      'https://hoasen.example.vn/',
      'vi',
      'VN',
    );
    const [location] = targetingOf(site).locations;
    expect(location).toMatchObject({ kind: 'proximity', radiusKm: 10, countryCode: 'VN' });
    expect(location.kind === 'proximity' && location.label).toMatch(/Thành phố Hồ Chí Minh/);
  });

  it('Turkey: a PostalAddress with its postcode before the district, and a labelled address in the text', () => {
    const structured = siteOfPage(
      '<html lang="tr"><head><script type="application/ld+json">{"@type":"LocalBusiness","name":"Ege Halı","address":{"@type":"PostalAddress","streetAddress":"Kıbrıs Şehitleri Cd. No:12","addressLocality":"İzmir","postalCode":"35220","addressCountry":"TR"}}</script></head><body><p>Halı yıkama</p></body></html>',
      'https://egehali.example.com.tr/',
      'tr',
      'TR',
    );
    expect(targetingOf(structured).locations[0]).toMatchObject({ kind: 'proximity', countryCode: 'TR', address: 'Kıbrıs Şehitleri Cd. No:12, İzmir, 35220' });
    const labelled = siteOfPage('<html lang="ro"><body><footer><p>Adresa: Str. Fabricii 12, Mărăști, Cluj-Napoca</p></footer></body></html>', 'https://dent.example.ro/', 'ro', 'RO');
    expect(targetingOf(labelled).locations[0]).toMatchObject({ kind: 'proximity', countryCode: 'RO', label: '10 km around Str. Fabricii 12, Mărăști, Cluj-Napoca' });
  });
});

describe('an audience across a country', () => {
  it('targets the country, not a place named after it', () => {
    const html = '<html lang="en"><body><h1>Northern Maple Supply</h1><p>Amber maple syrup, $18.</p><p>Free shipping on orders over $75.</p></body></html>';
    const targetingOf = (country: string | null) => {
      const site = { ...siteOfPage(html, 'https://maple.example/', 'en', 'CA'), country };
      return proposeTargeting({ businessName: 'Northern Maple Supply', websiteUrl: site.url, monthlyBudget: 900, targetAudience: 'Maple syrup lovers across Canada', site }, { local: false, travels: false });
    };
    expect(targetingOf('CA').locations).toEqual([{ kind: 'country', countryCode: 'CA', label: 'Canada' }]);
    // A site that does not tell its country: the owner's word names the market (it was the United States, English's home).
    expect(targetingOf(null).locations).toEqual([{ kind: 'country', countryCode: 'CA', label: 'Canada' }]);
  });
});

describe('a province beside a radius', () => {
  it('is not targeted: the radius around an Ottawa address is the area, not the whole of Ontario', () => {
    const site: SiteContent = {
      ...siteOfPage('<html lang="en-CA"><body><h1>Window cleaning in Ottawa</h1><p>Mobile window cleaning across Ottawa and Kanata, Ontario.</p></body></html>', 'https://shine.example.ca/', 'en', 'CA'),
      places: ['Ottawa', 'Ontario', 'Kanata'],
      contact: { phones: [], emails: [], address: '88 Hamilton Ave N, Ottawa, ON K1Y 1B9' },
    };
    const labels = proposeTargeting({ businessName: 'Shine', websiteUrl: site.url, monthlyBudget: 700, site }, { local: true, travels: true }).locations.map((location) => ('label' in location ? location.label : location.kind));
    expect(labels).toEqual(['25 km around 88 Hamilton Ave N, Ottawa, ON K1Y 1B9', 'Kanata, Canada']);
  });
});

describe('the whole country beside a radius', () => {
  it('is no area of a local business, named in the site\'s language too', () => {
    const site: SiteContent = {
      ...siteOfPage(
        '<html lang="nb-NO"><body><h1>Ladeboks i Oslo</h1><p>Vi monterer ladebokser i Oslo og Bærum, for eneboliger og borettslag.</p></body></html>',
        'https://lader.example.no/',
        'no',
        'NO',
      ),
      // A JSON-LD areaServed that names the whole country.
      places: ['Oslo', 'Bærum', 'Norge'],
      contact: { phones: [], emails: [], address: 'Trondheimsveien 235, Oslo, 0589' },
    };
    const labels = proposeTargeting({ businessName: 'Ladepunktet', websiteUrl: site.url, monthlyBudget: 500, site }, { local: true, travels: true }).locations.map((location) => ('label' in location ? location.label : location.kind));
    expect(labels).toEqual(['25 km around Trondheimsveien 235, Oslo, 0589', 'Bærum, Norway']);
  });
});
