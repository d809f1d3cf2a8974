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
});
