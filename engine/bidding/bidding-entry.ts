import type { ActivityEntryDraft } from '../core/activity-entry';
import type { BiddingDecision } from './choose-bidding-strategy';

/** A bid strategy switch as an activity entry: the reason in the message, the figures in the details. */
export function biddingEntry(decision: BiddingDecision, businessId: string, campaignId: string, nowMs: number): ActivityEntryDraft {
  return {
    businessId,
    campaignId,
    title: decision.title,
    message: decision.message,
    level: decision.level,
    eventType: 'automation',
    createdAt: nowMs,
    details: {
      analysisReasoning: {
        strategy: 'Bidding that grows with the data',
        hypothesis: 'Google bids best on conversions once it has enough of them to learn from; before that, clicks at a capped price buy more.',
        reasoning: decision.message,
      },
      bidding: decision.figures,
    },
  };
}
