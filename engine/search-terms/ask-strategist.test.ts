import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAI, startFakeOpenAI } from '../../tests/support/fake-openai';
import { createStrategist } from '../ai/strategist';
import { askStrategistAboutUnsure } from './ask-strategist';
import { reviewSearchTerms } from './review-search-terms';

const context = { keywords: ['emergency plumber', 'drain cleaning'], places: ['Springfield'] };
const row = (text: string, clicks: number) => ({ campaignId: 'c1', adGroupId: 'g1', text, impressions: clicks * 20, clicks, conversions: 0, costMicros: clicks * 3_000_000 });
const rows = [row('emergency plumber chicago', 4), row('emergency plumber', 20), row('plumber jobs', 3), row('drain cleaning fairview', 2)];

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(async () => {
  await fake?.close();
});

describe('the OpenAI strategist on searches the rules were unsure of', () => {
  it('is asked about the unsure new searches only, and its verdict excludes exactly, in the ad group', async () => {
    const strategist = createStrategist({ openaiApiKey: 'test', openaiBaseUrl: fake.baseURL, retryBaseDelayMs: 1 });
    const before = fake.requests.length;
    const judgements = await askStrategistAboutUnsure({ strategist, businessName: 'Hartley Plumbing', rows, known: new Map(), contextOf: () => context });
    const asked = fake.requests.slice(before);
    expect(asked.map((request) => request.schemaName)).toEqual(['search_terms']);
    expect(JSON.parse(asked[0].body.messages.at(-1)!.content).terms).toEqual(['emergency plumber chicago', 'drain cleaning fairview']);
    expect(judgements.get('emergency plumber chicago')?.verdict).toBe('irrelevant');

    const decisions = reviewSearchTerms({ terms: rows, known: new Map(), negatives: [], contextOf: () => context, conversionRateOf: () => 0.05, judgements });
    const chicago = decisions.find((decision) => decision.term.text === 'emergency plumber chicago');
    expect(chicago).toMatchObject({
      status: 'excluded',
      verdict: 'irrelevant',
      negative: { text: 'emergency plumber chicago', matchType: 'EXACT', level: 'adGroup', adGroupId: 'g1' },
    });
    expect(chicago?.reason).toBe('AI judgement: Chicago is another city, not one the business serves.');
    // The rules' own verdicts are not the AI's to change.
    expect(decisions.find((decision) => decision.term.text === 'plumber jobs')?.negative?.text).toBe('jobs');
  });

  it('leaves the rules standing when the AI service fails, and the offline strategist is never asked', async () => {
    const strategist = createStrategist({ openaiApiKey: 'test', openaiBaseUrl: fake.baseURL, retryBaseDelayMs: 1, maxRetries: 0 });
    fake.enqueue('server-error');
    expect(await askStrategistAboutUnsure({ strategist, businessName: 'Hartley Plumbing', rows, known: new Map(), contextOf: () => context })).toEqual(new Map());
    const offline = createStrategist();
    expect(offline.classifySearchTerms).toBeUndefined();
    expect(await askStrategistAboutUnsure({ strategist: offline, businessName: 'Hartley Plumbing', rows, known: new Map(), contextOf: () => context })).toEqual(new Map());
    const decisions = reviewSearchTerms({ terms: rows, known: new Map(), negatives: [], contextOf: () => context, conversionRateOf: () => 0.05 });
    expect(decisions.find((decision) => decision.term.text === 'emergency plumber chicago')).toMatchObject({ status: 'kept', verdict: 'unsure' });
  });
});
