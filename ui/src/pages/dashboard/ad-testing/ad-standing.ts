import type { AdLifecycleStage, HierarchyAd } from '../../../../../schema/entities';

/** Order in which an ad group lists its ads: the champion first, eliminated ones last. */
const STAGE_ORDER: Record<AdLifecycleStage, number> = {
  champion: 0,
  runner_up: 1,
  challenger: 2,
  launch_test: 3,
  queued_challenger: 4,
  eliminated: 5,
};

/**
 * The ads still competing, best standing first, and the eliminated ones, which the tab folds away
 * so that a group after many rounds stays readable.
 */
export function splitByStanding(ads: HierarchyAd[]): { competing: HierarchyAd[]; eliminated: HierarchyAd[] } {
  const sorted = [...ads].sort((a, b) => STAGE_ORDER[a.lifecycleStage] - STAGE_ORDER[b.lifecycleStage] || a.variant.localeCompare(b.variant));
  return {
    competing: sorted.filter((ad) => ad.lifecycleStage !== 'eliminated'),
    eliminated: sorted.filter((ad) => ad.lifecycleStage === 'eliminated'),
  };
}
