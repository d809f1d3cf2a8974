import { describe, expect, it } from 'vitest';
import { buildHierarchyAd } from '../../../../../schema/fixtures';
import { splitByStanding } from './ad-standing';

describe('splitByStanding', () => {
  it('lists the champion first and folds eliminated ads apart', () => {
    const ads = [
      buildHierarchyAd({ id: 'c', variant: 'C', lifecycleStage: 'eliminated' }),
      buildHierarchyAd({ id: 'e', variant: 'E', lifecycleStage: 'challenger' }),
      buildHierarchyAd({ id: 'b', variant: 'B', lifecycleStage: 'champion' }),
      buildHierarchyAd({ id: 'd', variant: 'D', lifecycleStage: 'challenger' }),
    ];
    const { competing, eliminated } = splitByStanding(ads);
    expect(competing.map((ad) => ad.variant)).toEqual(['B', 'D', 'E']);
    expect(eliminated.map((ad) => ad.variant)).toEqual(['C']);
  });
});
