import { BASE_FEE_PERCENT, FEE_TIERS, type FeeTier } from './constants';

/** Spend as a usable number: missing, negative or not-a-number spend counts as 0 (SPEC section 5). */
function spendOf(monthlySpend: number | null | undefined): number {
  return typeof monthlySpend === 'number' && Number.isFinite(monthlySpend) && monthlySpend > 0 ? monthlySpend : 0;
}

/** Rounds to cents, so that 5000 - 4999.99 reads 0.01 and not 0.010000000000218. */
function toCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** The service-fee tier for a monthly ad spend: the highest tier whose `minSpend` it reaches. */
export function feeTierFor(monthlySpend: number | null | undefined): FeeTier {
  const spend = spendOf(monthlySpend);
  let current: FeeTier = FEE_TIERS[0];
  for (const tier of FEE_TIERS) {
    if (spend >= tier.minSpend) current = tier;
  }
  return current;
}

/**
 * Estimated service fee in dollars = spend x percent / 100. A missing spend counts as 0 and a
 * missing percent as 15 (SPEC section 5, "Display").
 */
export function estimatedFee(monthlySpend: number | null | undefined, feePercent?: number | null): number {
  const percent = typeof feePercent === 'number' && Number.isFinite(feePercent) ? feePercent : BASE_FEE_PERCENT;
  return toCents((spendOf(monthlySpend) * percent) / 100);
}

export interface NextTier {
  tier: FeeTier;
  /** Dollars of monthly spend still needed to reach `tier`. */
  remaining: number;
  /** 0..1: how far the spend has come from the current tier's start towards `tier`. */
  progress: number;
}

/** The next cheaper tier and how far away it is, or null at the best tier ('Best Rate'). */
export function nextTier(monthlySpend: number | null | undefined): NextTier | null {
  const spend = spendOf(monthlySpend);
  const current = feeTierFor(spend);
  const next = FEE_TIERS.find((tier) => tier.minSpend > current.minSpend);
  if (!next) return null;
  const progress = (spend - current.minSpend) / (next.minSpend - current.minSpend);
  return { tier: next, remaining: toCents(next.minSpend - spend), progress: Math.min(1, Math.max(0, progress)) };
}
