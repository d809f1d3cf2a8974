import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the OpenAI chat completions API (`POST /v1/chat/completions`), for tests
 * of anything that talks to the strategist in OpenAI mode. By default it answers like a sloppy
 * model: on-schema JSON built from the business in the prompt, with a few headlines too long,
 * a duplicate and budgets that do not add up, so the caller's repair is exercised. Faults can be
 * queued for the next requests: malformed JSON, off-schema output, a timeout, 429 or 500.
 *
 *   const fake = await startFakeOpenAI();
 *   createStrategist({ openaiApiKey: 'test', openaiBaseUrl: fake.baseURL });
 *   fake.enqueue('rate-limit');   // the next request gets a 429
 */

export type Fault = 'malformed-json' | 'off-schema' | 'timeout' | 'rate-limit' | 'server-error' | 'too-few-headlines' | 'connection-reset';

export interface RecordedRequest {
  schemaName: string | null;
  body: ChatRequest;
}

interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string } };
}

export interface FakeOpenAI {
  /** Pass as `openaiBaseUrl`: ends in /v1. */
  baseURL: string;
  requests: RecordedRequest[];
  /**
   * What the model reads on the site as ruled out, beyond the rule-outs the prompt already lists (which it quotes
   * back), for the plans that follow: what a model reads and the code's own readers do not.
   */
  reads: { thing: string; quote: string }[];
  /** Queue faults, one per coming request, before the default answers resume. */
  enqueue(...faults: Fault[]): void;
  close(): Promise<void>;
}

interface Business {
  businessName?: string;
  monthlyBudgetUsd?: number;
  website?: { services?: string[]; places?: string[]; pages?: { url: string; title: string | null; heading: string | null }[]; ruledOut?: string[]; text?: string };
}

type Json = Record<string, unknown>;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function ad(name: string, service: string, place: string, angle: string, sloppy: boolean): Json {
  return {
    headlines: [
      `${angle}: ${service}`,
      `${name}`,
      `Trusted ${service} in ${place}`,
      `${service} Experts`,
      sloppy ? `The Very Best ${service} Service Anywhere in ${place} Today!` : `Call ${name}`,
      `${angle}: ${service}`, // a duplicate the caller must remove
      `Book ${service} Today`,
      `${place} ${service}`,
    ],
    descriptions: [
      `${name} offers ${service.toLowerCase()} in ${place}. Friendly people, fair prices and quick answers for every customer who calls us this week.`,
      `Ask ${name} about ${service.toLowerCase()} today.`,
      `Ask ${name} about ${service.toLowerCase()} today.`,
    ],
    path1: service,
    path2: sloppy ? `${place} and surrounding areas` : null,
    reasoning: { strategy: `Lead with ${angle.toLowerCase()}.`, hypothesis: `The ${angle.toLowerCase()} angle lifts CTR.`, differentiator: `Opens with ${angle.toLowerCase()}.` },
  };
}

function adGroup(name: string, service: string, place: string): Json {
  return {
    name: service,
    theme: `${service} in ${place}`,
    keywords: [
      { text: service.toLowerCase(), matchType: 'PHRASE', bid: 2.5 },
      { text: `${service.toLowerCase()} ${place.toLowerCase()}`, matchType: 'EXACT', bid: 3 },
      { text: `best affordable local ${service.toLowerCase()} near me open now with great reviews in ${place.toLowerCase()}`, matchType: 'BROAD', bid: 1.5 },
      { text: service.toLowerCase(), matchType: 'PHRASE', bid: 2.5 },
    ],
    ads: ['Near You', 'From Fair Prices', 'You Can Trust', 'Fast', 'Offer', 'Today'].map((angle, index) => ad(name, service, place, angle, index % 2 === 0)),
  };
}

/**
 * The site's rule-outs as a model quotes them: each one the prompt lists, with the first sentence of the site text that
 * names it; then `reads`; then the sloppy ones a model writes, which the code must drop: a sentence the site never
 * wrote, a thing its sentence does not name, and the business's own name.
 */
function quotedRuleOuts(business: Business, reads: readonly { thing: string; quote: string }[]): Json[] {
  const sentences = (business.website?.text ?? '').split(/(?<=[.!?])\s+|\n+/u).map((sentence) => sentence.trim());
  const naming = (thing: string) => sentences.find((sentence) => sentence.toLowerCase().includes(thing.toLowerCase()));
  const quoted = (business.website?.ruledOut ?? []).flatMap((thing) => {
    const sentence = naming(thing);
    return sentence ? [{ thing, quote: sentence }] : [];
  });
  const name = business.businessName ?? '';
  const byName = name ? naming(name) : undefined;
  const longest = [...sentences].sort((a, b) => b.length - a.length)[0];
  return [
    ...quoted,
    ...reads,
    { thing: 'gift vouchers', quote: 'Sadly we no longer sell gift vouchers of any kind.' },
    ...(longest ? [{ thing: 'home visits', quote: longest }] : []),
    ...(byName ? [{ thing: name, quote: byName }] : []),
  ];
}

/** A plausible, slightly sloppy answer for each structured output the strategist asks for. */
function defaultAnswer(schemaName: string | null, prompt: Json, reads: readonly { thing: string; quote: string }[]): Json {
  const business = (prompt.business ?? {}) as Business;
  const name = business.businessName ?? 'Acme';
  const services = business.website?.services?.length ? business.website.services : ['Consulting', 'Support'];
  const place = business.website?.places?.[0] ?? 'Your Area';
  const budget = business.monthlyBudgetUsd ?? 1000;
  if (schemaName === 'campaign_plan') {
    // Sloppy assets too: a sitelink to another site and one to a page nobody read, an over-long text, a callout the site never claims.
    const pages = (business.website?.pages ?? []).slice(1);
    const assets = {
      sitelinks: [
        ...pages.map((page) => ({ linkText: `${page.heading ?? page.title ?? 'More'} and Much More Besides`, description1: `Everything about ${services[0]}`, description2: `${name} in ${place}`, url: page.url })),
        { linkText: 'Reviews', description1: 'Award-winning service', description2: 'Rated 5 stars by everyone', url: 'https://reviews.example.com/' },
        { linkText: 'Special Offers', description1: 'Half price this week', description2: 'Free gift with every order', url: '/offers' },
      ],
      callouts: ['Award-Winning Team', 'Free Parking', `${services[0]}`, 'Trusted Locally Since Forever And Ever'],
    };
    return {
      strategy: `${name} should focus on ${services.slice(0, 2).join(' and ')} searches in ${place}.`,
      ruledOut: quotedRuleOuts(business, reads),
      campaigns: [
        { name: `${services[0]} Campaign`, description: `Searches for ${services[0]}.`, theme: services[0], monthlyBudget: budget * 0.7, adGroups: [adGroup(name, services[0], place)], assets },
        { name: `${place} Local`, description: `Local searches in ${place}.`, theme: `Local ${place}`, monthlyBudget: budget * 0.5, adGroups: [adGroup(name, services[1] ?? services[0], place)], assets: null },
      ],
    };
  }
  if (schemaName === 'campaign_preview') {
    return { campaign: { name: 'New Campaign', description: `Searches for ${services[0]}.`, theme: `${services[0]} in ${place}`, monthlyBudget: 1, adGroups: [adGroup(name, services[0], place), adGroup(name, services[0], place)] } };
  }
  if (schemaName === 'challengers') {
    return { challengers: ['Price', 'Speed', 'Trust', 'Local'].map((angle) => ad(name, services[0], place, angle, true)) };
  }
  if (schemaName === 'search_terms') {
    // What a model knows and the rules do not: which words are towns (a few, for the tests).
    const places = ((prompt.business as { places?: string[] })?.places ?? []).map((place) => place.toLowerCase());
    const towns = ['chicago', 'seattle', 'boston', 'dayton', 'fairview', 'salem'];
    return {
      judgements: ((prompt.terms as string[]) ?? []).map((term) => {
        const town = towns.find((candidate) => term.toLowerCase().split(/\s+/).includes(candidate) && !places.includes(candidate));
        return town
          ? { term, verdict: 'irrelevant', reason: `${town[0].toUpperCase()}${town.slice(1)} is another city, not one the business serves.` }
          : { term, verdict: 'relevant', reason: 'Asks for what the business sells.' };
      }),
    };
  }
  return { strategy: 'Keep spend on track.', hypothesis: 'Pacing is steady.', reasoning: 'Figures are within the plan.', recommendations: ['No action needed.'] };
}

function completion(content: string, model: string): Json {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

function send(res: ServerResponse, status: number, body: Json, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const queue: Fault[] = [];
  const requests: RecordedRequest[] = [];
  const reads: { thing: string; quote: string }[] = [];
  const held: ServerResponse[] = [];
  const server: Server = createServer(async (req, res) => {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) return send(res, 404, { error: { message: 'Not found', type: 'invalid_request_error' } });
    const body = JSON.parse(await readBody(req)) as ChatRequest;
    const schemaName = body.response_format?.json_schema?.name ?? null;
    requests.push({ schemaName, body });
    const fault = queue.shift();
    if (fault === 'timeout') return void held.push(res);
    // The socket dropped before any answer, as a server closing an idle kept-alive connection does.
    if (fault === 'connection-reset') return void req.socket.destroy();
    if (fault === 'rate-limit') return send(res, 429, { error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' } }, { 'retry-after-ms': '5' });
    if (fault === 'server-error') return send(res, 500, { error: { message: 'The server had an error', type: 'server_error' } }, { 'retry-after-ms': '5' });
    if (fault === 'malformed-json') return send(res, 200, completion('{"strategy": "Focus on', body.model));
    if (fault === 'off-schema') return send(res, 200, completion(JSON.stringify({ plan: 'Sure! Here are some ideas for your ads.' }), body.model));
    let prompt: Json = {};
    try {
      prompt = JSON.parse(body.messages.find((message) => message.role === 'user')?.content ?? '{}') as Json;
    } catch {
      // A prompt that is not JSON gets the generic answer.
    }
    const answer = defaultAnswer(schemaName, prompt, reads);
    if (fault === 'too-few-headlines') {
      const strip = (value: unknown): unknown =>
        Array.isArray(value) ? value.map(strip) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, key === 'headlines' ? ['Only One', 'only one'] : strip(inner)])) : value;
      return send(res, 200, completion(JSON.stringify(strip(answer)), body.model));
    }
    send(res, 200, completion(JSON.stringify(answer), body.model));
  });
  // Idle kept-alive sockets stay open longer than a test plans between two requests (Node's default is 5 s).
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    reads,
    enqueue: (...faults) => queue.push(...faults),
    close: async () => {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
