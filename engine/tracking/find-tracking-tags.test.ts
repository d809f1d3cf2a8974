import { describe, expect, it } from 'vitest';
import { findTrackingTags } from './find-tracking-tags';

describe('findTrackingTags', () => {
  it('reads the gtag.js loader, its config calls and the event snippet', () => {
    const html = `<script async src="https://www.googletagmanager.com/gtag/js?id=G-ABC123"></script>
      <script>gtag('config', 'G-ABC123'); gtag("config", "AW-555000111");
      gtag('event', 'conversion', {'send_to': 'AW-555000111/xYz_12-3', 'value': 1.0});</script>`;
    expect(findTrackingTags(html)).toEqual({
      gtagLoaded: true,
      adsIds: ['AW-555000111'],
      otherTagIds: ['G-ABC123'],
      conversionEvents: ['AW-555000111/xYz_12-3'],
      tagManagerContainers: [],
    });
  });

  it('finds a Tag Manager container only where its loader is, not a stray id in the text', () => {
    expect(findTrackingTags(`<iframe src="https://www.googletagmanager.com/ns.html?id=GTM-AB12CD"></iframe>`).tagManagerContainers).toEqual(['GTM-AB12CD']);
    expect(findTrackingTags(`<p>Our id is 'GTM-AB12CD'</p>`).tagManagerContainers).toEqual([]);
  });

  it('finds nothing on a page without Google tags', () => {
    expect(findTrackingTags('<html><body><h1>Plumber</h1><script src="/app.js"></script></body></html>')).toEqual({
      gtagLoaded: false,
      adsIds: [],
      otherTagIds: [],
      conversionEvents: [],
      tagManagerContainers: [],
    });
  });
});
