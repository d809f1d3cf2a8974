import type { AdSpec } from '../platform/ads-platform';

export interface ChallengerRequest {
  campaignName: string;
  champion: AdSpec;
  tournament: number;
  round: number;
  count: number;
}

/** Makes new challenger ads for a round; the AI strategist provides the real one (engine/ai). */
export type ChallengerGenerator = (request: ChallengerRequest) => AdSpec[];

const ANGLES = ['Free Quote Today', 'Trusted Local Experts', 'Book Online in Minutes', 'Save 20% This Week', 'Rated 5 Stars', 'Same-Day Service'];

/** Deterministic stand-in: the champion's copy with a different lead headline per challenger. */
export const generateChallengers: ChallengerGenerator = (request) =>
  Array.from({ length: request.count }, (_, index) => {
    const angle = ANGLES[(request.tournament * 7 + request.round * 3 + index) % ANGLES.length];
    return {
      ...request.champion,
      headlines: [angle, ...request.champion.headlines.filter((headline) => headline !== angle)].slice(0, 15),
    };
  });
