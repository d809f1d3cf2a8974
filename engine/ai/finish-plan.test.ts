import { describe, expect, it } from 'vitest';
import type { BusinessBrief, CampaignPlan, SiteContent } from '../../schema/ai-plan';
import { gatherFacts } from './business-facts';
import { finishPlan, negativeKeywordsFor, uniqueNames } from './finish-plan';
import { briefOfSite } from './plan-factory';
import { ruledOut } from './ruled-out';

/** What the last step does to any draft (a model's or the offline writers'), on a small UK physio site. */

const text = 'Chartered physiotherapists registered with the HCPC.\nSports Injuries\nInitial assessment (60 min) £55.\nWe do not offer home visits.';
const site: SiteContent = {
  url: 'https://kirkstallphysio.example/',
  pages: ['https://kirkstallphysio.example/'],
  businessName: 'Kirkstall Physiotherapy',
  title: 'Kirkstall Physiotherapy | Physio in Leeds',
  description: null,
  headings: ['Sports Injuries'],
  services: ['Sports Injuries'],
  places: ['Leeds'],
  prices: [{ item: 'Initial assessment', amount: 55, currency: 'GBP', text: '£55' }],
  callsToAction: [],
  contact: { phones: [], emails: [], address: '27 Morris Lane, Leeds LS5 3EN' },
  schemaTypes: [],
  text,
  language: 'en',
  country: 'GB',
  currency: 'GBP',
  pageTexts: [{ url: 'https://kirkstallphysio.example/', text }],
};
const brief: BusinessBrief = { businessName: 'Kirkstall Physiotherapy', websiteUrl: site.url, monthlyBudget: 400, site };

const ad = (headlines: string[], descriptions: string[]) => ({ headlines, descriptions, path1: null, path2: null, finalUrl: site.url, reasoning: { strategy: 's', hypothesis: 'h', differentiator: 'd' } });
const keywords = (...texts: string[]) => texts.map((value) => ({ text: value, matchType: 'PHRASE' as const, bid: 1 }));

function draft(): CampaignPlan {
  const ads = [
    ad(['Sports Injury Physio in Leeds', 'The Very Best Physio Anywhere!', '★ HOME VISITS ★', 'Assessment From £45', 'Assessment From £55'], ['Free first session, same-day.', 'Chartered physiotherapists in Leeds.', 'Call 0113 496 0321 today.']),
    ...['Registered with the HCPC', 'Kirkstall Physiotherapy', 'Check Availability', 'Talk to Us'].map((lead) => ad([lead, 'Sports Injury Physio in Leeds', 'Kirkstall Physiotherapy', 'Physio in Leeds'], ['Chartered physiotherapists in Leeds.', 'Book an appointment or give us a call.'])),
  ];
  return {
    strategy: 'Physical therapy for Leeds.',
    siteReadable: true,
    campaigns: [
      { name: 'Sports Injuries', description: 'd', theme: 't', monthlyBudget: 250, adGroups: [{ name: 'Sports Injuries', theme: 't', keywords: keywords('sports injury physio', 'sports physio leeds', 'physio leeds', 'physio', 'sports injury clinic'), ads }] },
      {
        name: 'Local',
        description: 'd',
        theme: 't',
        monthlyBudget: 150,
        adGroups: [
          { name: 'Physio Leeds', theme: 't', keywords: keywords('physio leeds', 'physiotherapist leeds', 'physiotherapy leeds', 'leeds physio', 'home visits physio'), ads },
          { name: 'Consulting', theme: 't', keywords: keywords('consulting leeds', 'consultant', 'business consulting'), ads },
        ],
      },
    ],
  };
}

describe('finishPlan', () => {
  const plan = finishPlan(draft(), brief, gatherFacts(brief));
  const lines = plan.campaigns.flatMap((campaign) => campaign.adGroups.flatMap((group) => group.ads.flatMap((each) => [...each.headlines, ...each.descriptions])));

  it('drops lines whose claims no source backs, decoration, shouting and phone numbers; keeps the rest with their sources', () => {
    expect(lines).not.toContain('The Very Best Physio Anywhere');
    expect(lines.some((line) => /home visit|£45|free|same-day|0113|★/i.test(line))).toBe(false);
    expect(lines).toContain('Assessment From £55');
    const first = plan.campaigns[0].adGroups[0].ads[0];
    const at = first.headlines.indexOf('Assessment From £55');
    expect(first.reasoning.sources?.headlines[at]).toEqual({ kind: 'site', page: site.url, quote: 'Initial assessment (60 min) £55.' });
  });

  it('buys a keyword in one campaign only, never a ruled-out service, and drops ad groups nobody named', () => {
    const local = plan.campaigns[1];
    expect(local.adGroups.map((group) => group.name)).toEqual(['Physio Leeds']);
    expect(local.adGroups[0].keywords.map((keyword) => keyword.text)).toEqual(['physiotherapist leeds', 'physiotherapy leeds', 'leeds physio']);
    expect(plan.negativeKeywords).toEqual(expect.arrayContaining(['home visits', 'jobs']));
    expect(plan.strategy).toBe('Physiotherapy for Leeds.');
    expect(plan.campaigns.reduce((sum, campaign) => sum + campaign.monthlyBudget, 0)).toBe(400);
  });

  it('never names two campaigns, or two ad groups of a campaign, alike (Google refuses them)', () => {
    const twice = draft();
    twice.campaigns[1] = { ...twice.campaigns[1], name: 'Sports Injuries', adGroups: [twice.campaigns[1].adGroups[0], { ...twice.campaigns[1].adGroups[0], keywords: keywords('physio kirkstall', 'kirkstall physio', 'physiotherapist kirkstall', 'physiotherapy kirkstall') }] };
    const named = finishPlan(twice, brief, gatherFacts(brief));
    expect(named.campaigns.map((campaign) => campaign.name)).toEqual(['Sports Injuries', 'Sports Injuries 2']);
    expect(named.campaigns[1].adGroups.map((group) => group.name)).toEqual(['Physio Leeds', 'Physio Leeds 2']);
    expect(uniqueNames(['Brand', 'brand', 'Local', 'Brand'])).toEqual(['Brand', 'brand 2', 'Local', 'Brand 3']);
  });

  it('proposes targeting from the address and the site’s language', () => {
    expect(plan.targeting).toEqual({
      locations: [{ kind: 'proximity', address: '27 Morris Lane, Leeds LS5 3EN', radiusKm: 10, countryCode: 'GB', label: '10 km around 27 Morris Lane, Leeds LS5 3EN' }],
      languages: ['en'],
    });
  });
});

describe('a model’s ads that grounding leaves with no whole ad', () => {
  // A language no phrasebook of ours speaks: no spare lines to top an ad up with.
  // No sentence of the site is long enough for a description either: nothing but the backfill can fill an ad.
  const fiText = 'Fysioterapia Kallio\nUrheiluvammat\nHelsinki';
  const fiSite: SiteContent = { ...site, url: 'https://fysiokallio.example/', pages: ['https://fysiokallio.example/'], businessName: 'Fysioterapia Kallio', title: 'Fysioterapia Kallio', headings: ['Urheiluvammat'], services: ['Urheiluvammat'], places: ['Helsinki'], prices: [], contact: { phones: [], emails: [], address: 'Helsinginkatu 12, 00510 Helsinki' }, text: fiText, language: 'fi', country: 'FI', currency: 'EUR', pageTexts: [{ url: 'https://fysiokallio.example/', text: fiText }] };
  const fiBrief: BusinessBrief = { businessName: 'Fysioterapia Kallio', websiteUrl: fiSite.url, monthlyBudget: 400, site: fiSite };
  const fiAd = (descriptions: string[]) => ({ ...ad(['Urheiluvammat', 'Fysioterapia Kallio', 'Fysioterapia Helsinki'], descriptions), finalUrl: fiSite.url });
  const unusable = (): CampaignPlan => ({
    strategy: 'Fysioterapiaa Helsingissä.',
    siteReadable: true,
    campaigns: [{ name: 'Urheiluvammat', description: 'd', theme: 't', monthlyBudget: 400, adGroups: [{ name: 'Urheiluvammat', theme: 't', keywords: keywords('urheiluvammat', 'urheiluvammat helsinki', 'fysioterapia kallio'), ads: Array.from({ length: 5 }, () => fiAd(['Free first session, guaranteed.', 'Award-winning team, rated 5 stars.'])) }] }],
  });

  it('give way to the backfill (the site’s own words) instead of failing the plan', () => {
    const asked: string[] = [];
    const plan = finishPlan(unusable(), fiBrief, gatherFacts(fiBrief), new Map(), (service, count) => {
      asked.push(service);
      return Array.from({ length: count }, () => fiAd(['Urheiluvammat ja fysioterapia Kalliossa.', 'Fysioterapia Kallio, Helsinki.']));
    });
    const descriptions = plan.campaigns.flatMap((campaign) => campaign.adGroups.flatMap((group) => group.ads.flatMap((each) => each.descriptions)));
    // Asked by the strict pass, whose group the one distinct variant could not fill, and again by the last pass.
    expect([...new Set(asked)]).toEqual(['Urheiluvammat']);
    expect(descriptions).toContain('Urheiluvammat ja fysioterapia Kalliossa.');
    expect(descriptions.join(' ')).not.toMatch(/free|award|5 stars/i);
  });

  it('without a backfill, the same draft cannot be made into a plan', () => {
    expect(() => finishPlan(unusable(), fiBrief, gatherFacts(fiBrief))).toThrow();
  });
});

describe('lines no ad should carry', () => {
  it('an exchange rate, and the owner’s form words in a plan of another language the site does not write', () => {
    const fiText = 'Melontaretket Saaristossa\nMeloa Turun saaristossa kanssamme.\nOpastetut melontaretket koko perheelle Turun saaristossa.\nKiinteä kurssi: 1 € = 7,53450 kn.';
    const fiSite: SiteContent = { ...site, url: 'https://melonta.example/', pages: ['https://melonta.example/'], businessName: 'Melontaretket Saaristossa', title: 'Melontaretket Saaristossa', headings: ['Melontaretket'], services: ['Melontaretket'], places: ['Turku'], prices: [], contact: { phones: [], emails: [], address: 'Linnankatu 1, 20100 Turku' }, text: fiText, language: 'fi', country: 'FI', currency: 'EUR', pageTexts: [{ url: 'https://melonta.example/', text: fiText }] };
    const fiBrief: BusinessBrief = { businessName: 'Melontaretket Saaristossa', websiteUrl: fiSite.url, monthlyBudget: 300, industry: 'Sea kayaking', site: fiSite };
    const drafted: CampaignPlan = {
      strategy: 'Melontaa.',
      siteReadable: true,
      campaigns: [{ name: 'Melontaretket', description: 'd', theme: 't', monthlyBudget: 300, adGroups: [{ name: 'Melontaretket', theme: 't', keywords: keywords('melontaretket', 'melontaretket turku', 'melonta turku'), ads: Array.from({ length: 5 }, () => ({ ...ad(['Melontaretket', 'Sea kayaking', 'Melontaretket Saaristossa', 'Melonta Turku'], ['Meloa Turun saaristossa kanssamme.', 'Kiinteä kurssi: 1 € = 7,53450 kn.', 'Opastetut melontaretket koko perheelle Turun saaristossa.']), finalUrl: fiSite.url })) }] }],
    };
    const lines = finishPlan(drafted, fiBrief, gatherFacts(fiBrief)).campaigns.flatMap((campaign) => campaign.adGroups.flatMap((group) => group.ads.flatMap((each) => [...each.headlines, ...each.descriptions])));
    expect(lines).toContain('Meloa Turun saaristossa kanssamme.');
    expect(lines.join('\n')).not.toMatch(/Sea kayaking|7,53450/);
  });
});

describe('negatives an expert adds from what the business is', () => {
  const negativesOf = (text: string, overrides: Partial<SiteContent> = {}, form: Partial<BusinessBrief> = {}) => {
    const brief: BusinessBrief = { ...briefOfSite({ businessName: 'Oak City Lash Studio', title: 'Oak City Lash Studio', text, language: 'en', country: 'US', ...overrides }), ...form };
    return negativeKeywordsFor(brief, gatherFacts(brief), ruledOut(text, [], { language: 'en' }));
  };

  it('a studio that does the work for people excludes DIY; one whose customers do it themselves does not', () => {
    expect(negativesOf('Lash extensions and lifts in Raleigh, by appointment.', {}, { industry: 'Lash studio' })).toContain('diy');
    expect(negativesOf('Self-service dog wash: warm water, shampoo and dryers, you do the washing.', {}, { industry: 'Dog wash' })).not.toContain('diy');
  });

  it('excludes "free" searches unless a sentence offers something free: not one that says it is not, nor an old offer', () => {
    expect(negativesOf('Lash extensions in Raleigh. Our sessions are not free. Spring 2023: free lash bath with every set.')).toContain('free');
    expect(negativesOf('Lash extensions in Raleigh. A free patch test before your first set.')).not.toContain('free');
  });

  it('a shop with no door is nobody’s "near me"; a FAQ question is no name of the business', () => {
    const text = "Single-origin coffee, roasted to order.\nCan I visit your café?\nWe don't have one. We're online only.";
    const negatives = negativesOf(text, { title: 'Ridgeline Coffee – Shop', headings: ['Can I visit your café?'] }, { industry: 'Online coffee shop' });
    expect(negatives).toContain('near me');
    expect(negatives).toContain('café');
  });

  it('a rule-out that is no search is left out: a clause’s leftovers, a fee or a deposit, small words alone', () => {
    const brief: BusinessBrief = briefOfSite({ businessName: 'Blackbird Piercing', title: 'Blackbird Piercing', text: 'Piercing in Portland.', language: 'en', country: 'US' });
    const junk = ['plated jewelry don t', 'buy never will', '25 non-refundable deposit', 'us up', 'sorry', 'across the lake', 'buy your details', 'details for sale'];
    const negatives = negativeKeywordsFor(brief, gatherFacts(brief), [...junk, 'tattoos', 'genital piercings', 'data recovery']);
    expect(negatives).toEqual(expect.arrayContaining(['tattoos', 'genital piercings', 'data recovery']));
    for (const phrase of junk) expect(negatives).not.toContain(phrase);
  });

  it('a town refused for one service is no negative when it names the business’s own area', () => {
    const text = 'Maths and science tutorials in Diliman. Home tutoring is also not available in Marikina, Pasig or Manila.';
    const brief: BusinessBrief = briefOfSite({
      businessName: 'Tala Learning Hub',
      title: 'Tala Learning Hub',
      text,
      language: 'en',
      country: 'PH',
      contact: { phones: [], emails: [], address: '41 Maginhawa St, Quezon City, Metro Manila 1101' },
    });
    const negatives = negativeKeywordsFor(brief, gatherFacts(brief), ['marikina', 'pasig', 'manila']);
    expect(negatives).toEqual(expect.arrayContaining(['marikina', 'pasig']));
    expect(negatives).not.toContain('manila');
  });

  it('a word the site names only to rule it out stays a negative, however often it says so (Romanian "nu" too)', () => {
    const text = ['Copertine și rulouri în București.', 'Nu facem pergole și nici copertine pentru terase mai mari.', 'Pentru pergole bioclimatice vă recomandăm un producător specializat, noi nu le realizăm.', 'Nu montăm pergole pe stâlpi, de nicio dimensiune.'].join('\n');
    const brief: BusinessBrief = briefOfSite({ businessName: 'Umbrar Jaluzele', title: 'Umbrar Jaluzele', text, language: 'ro', country: 'RO' });
    expect(negativeKeywordsFor(brief, gatherFacts(brief), ['pergole'])).toContain('pergole');
  });

  it('nor is "unfortunately", a phone line, a currency, a number and its unit, "we …", a negated verb or a place opened by its preposition', () => {
    const brief: BusinessBrief = briefOfSite({ businessName: 'Autoservisas Varžtas', title: 'Autoservisas Varžtas', text: 'Automobilių remontas Vilniuje.', language: 'lt', country: 'LT' });
    const junk = ['deja', 'tel', 'rupiah', '5 t', 'mes jos atlikti', 'nediagnozuojame', 'į kanalizaciją pilti', 'kas'];
    const negatives = negativeKeywordsFor(brief, gatherFacts(brief), [...junk, 'kėbulo remontas', 'motociklai']);
    expect(negatives).toEqual(expect.arrayContaining(['kėbulo remontas', 'motociklai']));
    for (const phrase of junk) expect(negatives).not.toContain(phrase);
    // Gated by language: an English pest control may exclude "ant" searches it does not serve.
    const pest: BusinessBrief = briefOfSite({ businessName: 'Rapid Pest', title: 'Rapid Pest', text: 'Rodent and wasp control in Leeds.', language: 'en', country: 'GB' });
    expect(negativeKeywordsFor(pest, gatherFacts(pest), ['ant control'])).toContain('ant control');
  });

  it('nor is a lone Polish instrumental plural, the tail of "with …" ("z voucherami")', () => {
    const brief: BusinessBrief = briefOfSite({ businessName: 'Klucz', title: 'Escape room Kraków', text: 'Escape room w Krakowie.', language: 'pl', country: 'PL' });
    const negatives = negativeKeywordsFor(brief, gatherFacts(brief), ['voucherami', 'miejscowościami', 'urodziny dla dzieci', 'origami']);
    expect(negatives).toEqual(expect.arrayContaining(['urodziny dla dzieci', 'origami']));
    expect(negatives).not.toContain('voucherami');
    expect(negatives).not.toContain('miejscowościami');
  });
});
