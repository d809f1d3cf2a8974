import { describe, expect, it } from 'vitest';
import { ruledOut } from './ruled-out';

describe('what a site rules out becomes the intent to exclude', () => {
  it('"we do not sell bikes" excludes buying one, not the bikes a workshop repairs', () => {
    const found = ruledOut('We do not sell bikes and we do not offer collection or delivery.');
    expect(found).toEqual(expect.arrayContaining(['buy bikes', 'bikes for sale', 'collection', 'delivery']));
    expect(found).not.toContain('bikes');
    expect(found).not.toContain('buy delivery');
  });

  it('reads "unable to accept", "do not serve" and "don’t wash"', () => {
    expect(ruledOut('Sorry, we are unable to accept pets, and we do not serve evening meals.')).toEqual(expect.arrayContaining(['pets', 'evening meals']));
    expect(ruledOut("Please note: we don't do full clips or breed styling, and we don't wash cats.")).toEqual(expect.arrayContaining(['full clips', 'breed styling', 'cats']));
  });

  it('reads "work on", "take on", "design", a dash ending the clause and "only, not X, Y or Z"', () => {
    expect(ruledOut("We don't work on commercial rooftop units, and we don't take on solar farms.")).toEqual(expect.arrayContaining(['commercial rooftop units', 'solar farms']));
    const found = ruledOut("I don't design logos or do branding – happy to refer you. I build on Webflow only, not WordPress or Wix.");
    expect(found).toEqual(expect.arrayContaining(['logos', 'branding', 'wordpress', 'wix']));
    expect(found.some((negative) => /happy|do branding/.test(negative))).toBe(false);
  });

  it('"selling none" in other languages excludes buying, not the thing a rental or workshop offers', () => {
    const dutch = ruledOut('Wij verkopen geen fietsen, ook geen tweedehands.');
    expect(dutch).toEqual(expect.arrayContaining(['fietsen kopen', 'tweedehands']));
    expect(dutch).not.toContain('fietsen');
    expect(ruledOut('Non vendiamo biciclette.')).toEqual(expect.arrayContaining(['comprare biciclette']));
    expect(ruledOut('Non possiamo garantire piatti senza glutine.')).toContain('piatti senza glutine');
  });
});
