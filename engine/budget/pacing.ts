/**
 * Layer 3, AI pacing: how the remainder of a month is spread over its remaining days. Even spreads
 * it flat; front- and back-loaded tilt it linearly (1.5x to 0.5x of the average, or the reverse).
 */
export type PacingProfile = 'even' | 'front' | 'back';

export const PACING_PROFILES: readonly PacingProfile[] = ['even', 'front', 'back'];

function dayWeight(profile: PacingProfile, dayIndex: number, daysInMonth: number): number {
  if (profile === 'even' || daysInMonth <= 1) return 1;
  const position = dayIndex / (daysInMonth - 1);
  return profile === 'front' ? 1.5 - position : 0.5 + position;
}

/** The share of `remaining` planned for today, given today's index and the month's length. */
export function todayShare(profile: PacingProfile, dayIndex: number, daysInMonth: number): number {
  let total = 0;
  for (let day = dayIndex; day < daysInMonth; day++) total += dayWeight(profile, day, daysInMonth);
  return total > 0 ? dayWeight(profile, dayIndex, daysInMonth) / total : 1;
}

/**
 * Smart bidding relearns after big budget moves, so pacing raises a budget at most this much over
 * yesterday's and ignores moves smaller than the dead band. The hard cap may always cut further.
 */
export const PACING_LIMITS = { maxDailyRaise: 10, deadBand: 0.15 } as const;
