import type OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { type ZodType, z } from 'zod';
import {
  type AdCopy,
  analysisSchema,
  type BusinessBrief,
  CHALLENGERS_PER_ROUND,
  campaignPreviewPlanSchema,
  challengersSchema,
  isSiteContent,
  LAUNCH_VARIANTS,
} from '../../schema/ai-plan';
import { ASSET_LIMITS } from '../../schema/assets';
import { GOOGLE_ADS_LIMITS } from '../../schema/google-ads-limits';
import { gatherFacts, sentElsewhere } from './business-facts';
import { finishAds, finishContext, finishPlan } from './finish-plan';
import { judgementsFor, searchTermJudgementsSchema, searchTermsTask } from './judge-search-terms';
import { verifiedRuleOuts } from './quoted-rule-outs';
import {
  analysisDraftSchema,
  challengersDraftSchema,
  planDraftSchema,
  previewDraftSchema,
  repairAssetDrafts,
  repairChallengers,
  repairPlan,
  repairPreview,
} from './repair-drafts';
import { ruledOut } from './ruled-out';
import type { Strategist } from './strategist';
import { StrategistError } from './strategist-error';
import { writeLocalAds } from './write-local-copy';

/**
 * The strategist backed by OpenAI or any OpenAI-compatible server (`baseURL`): structured outputs
 * validated with zod, a timeout per request, retries with back-off on 429 and 5xx, then repair
 * to Google's limits and one regeneration when the answer is still unusable.
 */

export interface OpenAIStrategistOptions {
  apiKey: string;
  baseURL?: string;
  model?: string;
  timeoutMs?: number;
  maxRetries?: number;
  retryBaseDelayMs?: number;
}

const DEFAULT_MODEL = 'gpt-4o-mini';
const MAX_RETRY_DELAY_MS = 10_000;
const limits = GOOGLE_ADS_LIMITS;

const SYSTEM_PROMPT = [
  'You are a senior Google Ads strategist writing search campaigns for a small business owner.',
  'Use only facts found in the business details and website content given; never invent prices, offers, awards, guarantees or claims.',
  `Responsive search ads: ${limits.headline.min}-${limits.headline.max} unique headlines (write 10 to 15) of at most ${limits.headline.maxLength} characters;`,
  `${limits.description.min}-${limits.description.max} unique descriptions of at most ${limits.description.maxLength} characters; path1 and path2 at most ${limits.pathMaxLength} characters or null.`,
  'Headlines in Title Case with no exclamation marks; descriptions are complete sentences; no phone numbers or URLs in ad text.',
  `Keywords: at most ${limits.keyword.maxLength} characters and ${limits.keyword.maxWords} words, lower case, match type EXACT, PHRASE or BROAD, a starting bid in USD typical for the industry.`,
  'Give each ad variant a different angle (local, price, trust, speed, offer, audience) and explain its strategy, hypothesis and key difference in one sentence each; variants of an ad group share at most 80% of their headlines.',
  'Write headlines, descriptions and keywords in the language the website is written in (website.language), with the spelling of its country; keep prices exactly as the site writes them, in its currency, never converted.',
  'Every price, offer, "free", guarantee, opening hours, delivery, online ordering, years, award, rating, certification or service area must appear in the website text or the business details; lines that claim anything else are removed. Never advertise what website.ruledOut lists.',
  'Keywords as buyers search: one service or product per ad group, 5 to 20 keywords each, phrase and exact match; broad match only for multi-word terms; never the same keyword in two campaigns. No symbols, no words in capitals beyond acronyms, no phone numbers.',
  'Answer with JSON only, following the schema.',
].join(' ');

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The business as the model sees it: form data and a bounded summary of the website. */
function describeBusiness(brief: BusinessBrief) {
  const site = isSiteContent(brief.site) ? brief.site : null;
  const refused = site ? [...ruledOut(site.text, site.places, { language: site.language, targets: true }), ...(site.placesNotServed ?? [])] : [];
  return {
    businessName: brief.businessName,
    websiteUrl: brief.websiteUrl,
    monthlyBudgetUsd: brief.monthlyBudget,
    industry: brief.industry ?? null,
    targetAudience: brief.targetAudience ?? null,
    website: site
      ? {
          title: site.title,
          description: site.description,
          headings: site.headings.slice(0, 25),
          // Not what the site sends elsewhere ("Boarding:" under "Friends we send people to"): a model told it is a service
          // writes a campaign the rule-outs then empty.
          services: site.services.filter((service) => !sentElsewhere(service, refused)).slice(0, 20),
          places: site.places,
          prices: site.prices.slice(0, 15).map((price) => `${price.item ?? 'price'}: ${price.text}`),
          callsToAction: site.callsToAction,
          schemaTypes: site.schemaTypes,
          language: site.language ?? null,
          country: site.country ?? null,
          currency: site.currency ?? null,
          address: site.contact.address,
          pages: (site.pageTexts ?? []).map((page) => ({ url: page.url, title: page.title ?? null, heading: page.heading ?? null, text: page.text.slice(0, 800) })),
          ruledOut: refused,
          text: site.text.slice(0, 6000),
        }
      : { unreadable: brief.site && 'error' in brief.site ? brief.site.error : 'not read' },
  };
}

function describeProblem(error: unknown): string {
  if (error instanceof SyntaxError) return 'it was not valid JSON';
  if (error instanceof z.ZodError) {
    return error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || 'answer'}: ${issue.message}`)
      .join('; ');
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * The SDK is loaded on the first request, not at start-up: it is a third of `npm run plan`'s start-up
 * on a busy machine, and the offline strategist, the default, never needs it.
 */
let sdk: Promise<{ OpenAI: typeof OpenAI; zodResponseFormat: typeof import('openai/helpers/zod').zodResponseFormat }> | null = null;
function loadSdk() {
  sdk ??= Promise.all([import('openai'), import('openai/helpers/zod')]).then(([main, helpers]) => ({ OpenAI: main.default, zodResponseFormat: helpers.zodResponseFormat }));
  return sdk;
}

export function createOpenAIStrategist(options: OpenAIStrategistOptions): Strategist {
  const timeoutMs = options.timeoutMs ?? 45_000;
  const maxRetries = options.maxRetries ?? 2;
  const baseDelay = options.retryBaseDelayMs ?? 500;
  const model = options.model ?? DEFAULT_MODEL;
  // Retries are ours (429/5xx only, bounded back-off); the SDK's would also retry timeouts.
  let client: OpenAI | null = null;

  function retryDelay(attempt: number, headers: Headers | undefined): number {
    const ms = Number(headers?.get('retry-after-ms'));
    if (Number.isFinite(ms) && ms > 0) return Math.min(ms, MAX_RETRY_DELAY_MS);
    const seconds = Number(headers?.get('retry-after'));
    if (Number.isFinite(seconds) && seconds > 0) return Math.min(seconds * 1000, MAX_RETRY_DELAY_MS);
    return Math.min(baseDelay * 2 ** attempt, MAX_RETRY_DELAY_MS);
  }

  async function request(messages: ChatCompletionMessageParam[], schema: ZodType, name: string): Promise<string> {
    const { OpenAI: Sdk, zodResponseFormat } = await loadSdk();
    client ??= new Sdk({ apiKey: options.apiKey, baseURL: options.baseURL, timeout: timeoutMs, maxRetries: 0 });
    for (let attempt = 0; ; attempt++) {
      try {
        const completion = await client.chat.completions.create({ model, messages, response_format: zodResponseFormat(schema, name) });
        const message = completion.choices[0]?.message;
        if (message?.refusal) throw new StrategistError(`The AI service declined the request: ${message.refusal}`, 'invalid_output');
        return message?.content ?? '';
      } catch (error) {
        if (error instanceof StrategistError) throw error;
        if (error instanceof Sdk.APIConnectionTimeoutError) {
          throw new StrategistError(`The AI service did not answer within ${Math.round(timeoutMs / 100) / 10} seconds.`, 'timeout');
        }
        if (error instanceof Sdk.APIError && error.status !== undefined) {
          const retryable = error.status === 429 || error.status >= 500;
          if (retryable && attempt < maxRetries) {
            await sleep(retryDelay(attempt, error.headers));
            continue;
          }
          if (error.status === 429) throw new StrategistError('The AI service is rate-limiting requests; please try again in a minute.', 'rate_limited');
          if (error.status === 401 || error.status === 403) throw new StrategistError('The AI service rejected the API key; check OPENAI_API_KEY.', 'configuration');
          throw new StrategistError(`The AI service failed (HTTP ${error.status}).`, 'unavailable');
        }
        // A connection dropped before any answer (a kept-alive socket the server closed as the request went out) is
        // retried like a 5xx; one that stays unreachable past the retries is a configuration or network problem.
        if (error instanceof Sdk.APIConnectionError) {
          if (attempt < maxRetries) {
            await sleep(retryDelay(attempt, undefined));
            continue;
          }
          throw new StrategistError('The AI service could not be reached; check OPENAI_BASE_URL.', 'unavailable');
        }
        throw new StrategistError('The AI service returned an unreadable response.', 'unavailable');
      }
    }
  }

  /** Asks, parses, validates and repairs; one regeneration with the problem explained, then a clear error. */
  async function ask<Draft, Result>(schema: ZodType<Draft>, name: string, task: unknown, finish: (draft: Draft) => Result): Promise<Result> {
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: JSON.stringify(task) },
    ];
    let problem = '';
    for (let attempt = 0; attempt < 2; attempt++) {
      const content = await request(messages, schema, name);
      try {
        return finish(schema.parse(JSON.parse(content)));
      } catch (error) {
        problem = describeProblem(error);
        messages.push({ role: 'assistant', content: content.slice(0, 20_000) }, { role: 'user', content: `That answer could not be used (${problem}). Answer again with JSON that follows the schema and every limit.` });
      }
    }
    throw new StrategistError(`The AI service returned an unusable answer twice (${problem}).`, 'invalid_output');
  }

  return {
    mode: 'openai',
    planBusiness: (brief) =>
      ask(
        planDraftSchema,
        'campaign_plan',
        {
          task: `Write the launch plan: a strategy paragraph; ruledOut: every service, product, customer, place or kind of work the website says the business does not do, no longer offers, or leaves or sends to someone else, each as thing (1 to 4 words as the website writes them) and quote (the website's sentence that says so, copied exactly), or null when it says none; 2 or 3 campaigns whose monthlyBudget values add up to ${brief.monthlyBudget} USD; 1 to 3 ad groups per campaign with a theme, 5 to 10 keywords and exactly ${LAUNCH_VARIANTS} ad variants each. Per campaign, assets: 2 to 6 sitelinks (linkText at most ${ASSET_LIMITS.sitelink.textMaxLength} characters, description1 and description2 at most ${ASSET_LIMITS.sitelink.descriptionMaxLength} characters each, url one of website.pages other than the home page) and 2 to 6 callouts of at most ${ASSET_LIMITS.callout.maxLength} characters, each a fact the website states.`,
          business: describeBusiness(brief),
        },
        // The same grounding, editorial rules, keywords, negatives and targeting as the offline strategist.
        (draft) => {
          const facts = gatherFacts(brief, { ruledOut: verifiedRuleOuts(draft.ruledOut, brief.site, brief.businessName) });
          return finishPlan(repairPlan(draft, brief), brief, facts, repairAssetDrafts(draft), (service, count) => writeLocalAds(brief, facts, service, count));
        },
      ),
    previewCampaign: (input) =>
      ask(
        previewDraftSchema,
        'campaign_preview',
        {
          task: `Write one new campaign named "${input.campaignName}" with a monthly budget of ${input.monthlyBudget} USD: a theme, and exactly one ad group with 5 to 10 keywords and ${LAUNCH_VARIANTS} ad variants.`,
          business: describeBusiness(input.business),
        },
        (draft) => {
          const preview = repairPreview(draft, input.business, input.monthlyBudget);
          const grounding = finishContext(input.business, gatherFacts(input.business));
          return campaignPreviewPlanSchema.parse({ ...preview, adGroups: preview.adGroups.map((group) => ({ ...group, ads: finishAds(group.ads, grounding) })) });
        },
      ),
    generateChallengers: (input) =>
      ask(
        challengersDraftSchema,
        'challengers',
        {
          task: `Write exactly ${CHALLENGERS_PER_ROUND} challenger ads for a new tournament round. Each must test a different idea from the champion and from each other and from the ads already tried.`,
          campaign: { name: input.campaign.name, theme: input.campaign.theme },
          adGroup: { name: input.adGroup.name, theme: input.adGroup.theme, keywords: (input.adGroup.keywords ?? []).map((keyword) => (typeof keyword === 'string' ? keyword : keyword.text)) },
          champion: input.champion,
          alreadyTried: (input.history ?? []).slice(-10) satisfies AdCopy[],
          ...(input.disapproved?.length
            ? {
                disapprovedByGoogle: input.disapproved.slice(-5),
                policy: 'Google disapproved these ads for the reasons given. Write ads that comply: do not repeat the claims, words or destinations that were refused.',
              }
            : {}),
          business: describeBusiness(input.business),
        },
        (draft) => {
          const challengers = repairChallengers(draft, input.business, input.champion, input.history);
          return challengersSchema.parse(finishAds(challengers, finishContext(input.business, gatherFacts(input.business))));
        },
      ),
    classifySearchTerms: (input) =>
      ask(searchTermJudgementsSchema, 'search_terms', searchTermsTask(input), (draft) => judgementsFor(input, draft.judgements)),
    analyze: (input) =>
      ask(
        analysisDraftSchema,
        'analysis',
        { task: `Analyse this ${input.kind} event for the business owner in plain words: strategy, hypothesis, reasoning, and 1 to 3 recommendations.`, facts: input.facts },
        (draft) => analysisSchema.parse(draft),
      ),
  };
}
