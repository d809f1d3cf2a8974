import { MIN_MONTHLY_BUDGET } from '../../../../../schema/constants';

export interface CreateCampaignFields {
  campaignName: string;
  /** As typed in the numeric input. */
  budget: string;
}

/** SPEC section 5: a name after trimming, and a budget of at least $20. */
export function budgetIsValid(budget: string): boolean {
  const trimmed = budget.trim();
  return trimmed !== '' && Number.isFinite(Number(trimmed)) && Number(trimmed) >= MIN_MONTHLY_BUDGET;
}

/** Generate Preview is disabled when the name is empty, the budget empty or under 20, or a request runs. */
export function canGeneratePreview(fields: CreateCampaignFields, busy: boolean): boolean {
  return !busy && fields.campaignName.trim() !== '' && budgetIsValid(fields.budget);
}
