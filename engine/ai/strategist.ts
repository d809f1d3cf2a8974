import type { AdCopy, Analysis, BusinessBrief, CampaignPlan, CampaignPreviewPlan, Challenger } from '../../schema/ai-plan';
import type { SearchTermJudgements, SearchTermsInput } from './judge-search-terms';
import { createOfflineStrategist } from './offline-strategist';
import { createOpenAIStrategist } from './openai-strategist';

export { StrategistError } from './strategist-error';

export type { AdCopy, Analysis, BusinessBrief, CampaignPlan, CampaignPreviewPlan, Challenger, SearchTermJudgements, SearchTermsInput };

/**
 * The AI strategist: one interface, two implementations chosen once at start-up. Every result is
 * validated against Google's limits (schema/ai-plan.ts) before it is returned.
 */
export interface Strategist {
  readonly mode: 'openai' | 'offline';
  /** Onboarding: strategy, 2-3 campaigns whose budgets add up to the owner's, 5 ads per ad group. */
  planBusiness(input: BusinessBrief): Promise<CampaignPlan>;
  /** Dashboard "Create New Campaign": one campaign, one ad group, variants A..E. */
  previewCampaign(input: PreviewCampaignInput): Promise<CampaignPreviewPlan>;
  /** Exactly 3 challengers for a new tournament round, each unlike the champion and each other. */
  generateChallengers(input: ChallengersInput): Promise<Challenger[]>;
  /** The AI expert analysis attached to an activity-log entry. */
  analyze(input: AnalysisInput): Promise<Analysis>;
  /**
   * Judges searches the offline rules were unsure of (OpenAI only: the offline strategist has no
   * judgement beyond the rules, so it leaves this out).
   */
  classifySearchTerms?(input: SearchTermsInput): Promise<SearchTermJudgements>;
}

export interface PreviewCampaignInput {
  business: BusinessBrief;
  campaignName: string;
  monthlyBudget: number;
}

export interface ChallengersInput {
  business: BusinessBrief;
  campaign: { name: string; theme: string };
  adGroup: { name: string; theme: string; keywords?: readonly (string | { text: string })[] };
  champion: AdCopy;
  /** Ads already tried in earlier rounds; challengers avoid repeating them. */
  history?: AdCopy[];
  /** Ads Google disapproved, with its policy reasons: the new ads must not repeat what was refused. */
  disapproved?: { copy: AdCopy; reasons: string[] }[];
}

/**
 * `kind` names the event (budget_audit, round_evaluated, optimization, metrics_sync,
 * campaign_launched, ...); `facts` are its figures. Unknown kinds get a generic analysis.
 */
export interface AnalysisInput {
  kind: string;
  facts: Record<string, unknown>;
}

export interface StrategistConfig {
  openaiApiKey?: string | null;
  openaiBaseUrl?: string | null;
  openaiModel?: string | null;
  /** Per request to the AI service; default 45 s. */
  timeoutMs?: number;
  /** Retries on 429 and 5xx; default 2. */
  maxRetries?: number;
  /** First back-off delay; doubles each retry, and a Retry-After header wins. Default 500 ms. */
  retryBaseDelayMs?: number;
}

/** OpenAI when a key is configured, else the deterministic offline strategist. */
export function createStrategist(config: StrategistConfig = {}): Strategist {
  if (config.openaiApiKey) {
    return createOpenAIStrategist({
      apiKey: config.openaiApiKey,
      baseURL: config.openaiBaseUrl ?? undefined,
      model: config.openaiModel ?? undefined,
      timeoutMs: config.timeoutMs,
      maxRetries: config.maxRetries,
      retryBaseDelayMs: config.retryBaseDelayMs,
    });
  }
  return createOfflineStrategist();
}

/** Reads OPENAI_API_KEY, OPENAI_BASE_URL and OPENAI_MODEL. */
export function strategistConfigFromEnv(env: NodeJS.ProcessEnv = process.env): StrategistConfig {
  return { openaiApiKey: env.OPENAI_API_KEY, openaiBaseUrl: env.OPENAI_BASE_URL, openaiModel: env.OPENAI_MODEL };
}
