import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSiteTracking } from '../../engine/tracking/check-site-tracking';
import { ACCOUNT_CONVERSION_ID, serveTrackingSites, type TrackingSiteServer } from '../fixtures/tracking-sites/tracking-sites';

/**
 * The tag check from outside, on local websites served on 127.0.0.1 and reached only because the
 * check is given them as SITE_FETCH_ALLOW_HOSTS entries (the same rule the product applies).
 */

let sites: TrackingSiteServer;
let allowHosts: string[];
const now = new Date('2026-11-25T09:00:00Z');

beforeAll(async () => {
  sites = await serveTrackingSites();
  allowHosts = [`127.0.0.1:${new URL(sites.origin).port}`];
});
afterAll(() => sites?.close());

const check = (slug: string, expected: string | null = ACCOUNT_CONVERSION_ID) =>
  checkSiteTracking(sites.urlOf(slug), { allowHosts, expectedConversionId: expected, simulated: false, now });

describe('checkSiteTracking', () => {
  it('tells a site with the account tag from one without it', async () => {
    const withTag = await check('with-tag');
    const without = await check('without-tag');
    expect(withTag.status).toBe('verified');
    expect(withTag.message).toMatch(/^Tracking verified: the Google tag for AW-123456789 is on your site\. The event snippet \(AW-123456789\/AbC-dEfGhIjK_lm\) is on \/with-tag\/thank-you\.html\./);
    expect(withTag.pagesChecked).toEqual([sites.urlOf('with-tag'), `${sites.urlOf('with-tag')}contact.html`, `${sites.urlOf('with-tag')}thank-you.html`]);
    expect(without.status).toBe('no_tag');
    expect(without.message).toBe('No Google tag was found on your site: no conversion can be counted yet. Add the Google tag and event snippet shown here.');
    expect(without.pagesChecked).toHaveLength(2);
  });

  it('names what is wrong: another account, a Tag Manager container, Analytics only', async () => {
    const other = await check('other-account');
    expect(other.status).toBe('other_account');
    expect(other.found.adsIds).toEqual(['AW-987654321']);
    expect(other.message).toContain('not for your connected account (AW-123456789)');
    const gtm = await check('tag-manager');
    expect(gtm.status).toBe('tag_manager');
    expect(gtm.found.tagManagerContainers).toEqual(['GTM-K7P2QX9']);
    expect(gtm.message).toContain('conversion ID AW-123456789');
    const analytics = await check('analytics-only');
    expect(analytics.status).toBe('analytics_only');
    expect(analytics.found.otherTagIds).toEqual(['G-7QX2KD81MZ']);
  });

  it('compares the Tag Manager container the site loads with the one AdPilot published the conversion tag to', async () => {
    const published = (containerPublicId: string) => ({ containerPublicId, versionId: '4', thankYouPath: '/thank-you' });
    const withPublish = (slug: string, containerPublicId: string) =>
      checkSiteTracking(sites.urlOf(slug), { allowHosts, expectedConversionId: ACCOUNT_CONVERSION_ID, published: published(containerPublicId), simulated: false, now });
    const ours = await withPublish('tag-manager', 'GTM-K7P2QX9');
    expect(ours.status).toBe('verified');
    expect(ours.message).toBe(
      'Tracking verified: your site loads Google Tag Manager container GTM-K7P2QX9, where AdPilot published the conversion tag (version 4). A conversion counts when someone reaches a page whose address contains /thank-you.',
    );
    const another = await withPublish('tag-manager', 'GTM-HB12345');
    expect(another.status).toBe('container_not_loaded');
    expect(another.message).toContain('published the conversion tag to Google Tag Manager container GTM-HB12345, but your site does not load that container (it loads GTM-K7P2QX9 instead)');
    const none = await withPublish('without-tag', 'GTM-HB12345');
    expect(none.status).toBe('container_not_loaded');
    expect(none.message).toContain('(no Tag Manager container was found on the pages read)');
    // The account's own Google tag on the page is proof enough, wherever the Tag Manager tag went.
    expect((await withPublish('with-tag', 'GTM-HB12345')).status).toBe('verified');
    // Another account's tag and no container of ours: what is wrong is the tag, said as before.
    expect((await withPublish('other-account', 'GTM-HB12345')).status).toBe('other_account');
  });

  it('without an account (demo) reports the tag it found, and says the check is real but conversions simulated', async () => {
    const demo = await checkSiteTracking(sites.urlOf('with-tag'), { allowHosts, expectedConversionId: null, simulated: true, now });
    expect(demo.status).toBe('found');
    expect(demo.simulated).toBe(true);
    expect(demo.found.adsIds).toEqual([ACCOUNT_CONVERSION_ID]);
    expect((await checkSiteTracking(sites.urlOf('without-tag'), { allowHosts, expectedConversionId: null, simulated: true, now })).status).toBe('no_tag');
  });

  it('keeps the SSRF rules: a private site not allowed is refused, and an unreachable one is said', async () => {
    const refused = await checkSiteTracking(sites.urlOf('with-tag'), { expectedConversionId: ACCOUNT_CONVERSION_ID, simulated: false, now });
    expect(refused.status).toBe('unreachable');
    expect(refused.message).toMatch(/^Your site could not be checked: Refused to fetch/);
    expect(refused.pagesChecked).toEqual([]);
    const missing = await check('no-such-site');
    expect(missing.status).toBe('unreachable');
    expect(missing.message).toMatch(/^Your site could not be checked: /);
  });
});
