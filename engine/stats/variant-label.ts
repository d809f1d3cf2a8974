import { WINNER_CRITERIA } from '../../schema/constants';

export type VariantLabel = 'winner' | 'promising' | 'paused';

/** Impressions a variant needs before a low CTR is trusted enough to pause it. */
export const MIN_IMPRESSIONS_TO_PAUSE = 500;

/**
 * SPEC's landing-page labels: winner (CTR above 3% and Quality Score above 7), paused (CTR below 1%
 * once it has enough impressions), otherwise promising (needs more data). CTR in percent.
 */
export function labelVariant(input: { ctr: number; qualityScore: number | null; impressions: number }): VariantLabel {
  if (input.impressions >= MIN_IMPRESSIONS_TO_PAUSE && input.ctr < WINNER_CRITERIA.pausedBelowCtrPercent) return 'paused';
  if (input.ctr > WINNER_CRITERIA.minCtrPercent && (input.qualityScore ?? 0) > WINNER_CRITERIA.minQualityScore) return 'winner';
  return 'promising';
}
