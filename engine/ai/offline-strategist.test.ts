import { describe, expect, it } from 'vitest';
import type { BusinessBrief, SiteContent } from '../../schema/ai-plan';
import { createOfflineStrategist } from './offline-strategist';
import { briefOfSite } from './plan-factory';
import { createStrategist } from './strategist';

const site: SiteContent = {
  url: 'https://hartley.example/',
  pages: ['https://hartley.example/', 'https://hartley.example/services'],
  businessName: 'Hartley Plumbing & Drain',
  title: 'Hartley Plumbing & Drain - Emergency Plumber in Springfield',
  description: 'Licensed and insured plumbers serving Springfield and Chatham. Free estimates.',
  headings: ['Fast, Honest Plumbing in Springfield'],
  services: ['Drain Cleaning', 'Water Heater Installation', 'Leak Detection'],
  places: ['Springfield', 'Chatham'],
  prices: [{ item: 'Drain Cleaning', amount: 99, currency: 'USD', text: 'from $99' }],
  callsToAction: ['Get a Free Estimate'],
  contact: { phones: ['(217) 555-0187'], emails: [], address: '410 E Adams St, Springfield, IL 62701' },
  schemaTypes: ['Plumber'],
  text: 'Licensed and insured plumbers. Family-owned since 1998. Available 24/7, day or night. Drain cleaning from $99.',
};
const brief: BusinessBrief = { businessName: 'Hartley Plumbing & Drain', websiteUrl: 'hartley.example', monthlyBudget: 1234.5, site };
const strategist = createOfflineStrategist();

describe('offline strategist', () => {
  it('is the default when no OpenAI key is configured', () => {
    expect(createStrategist({}).mode).toBe('offline');
    expect(createStrategist({ openaiApiKey: 'sk-x' }).mode).toBe('openai');
  });

  it('is deterministic', async () => {
    expect(await strategist.planBusiness(brief)).toEqual(await strategist.planBusiness(brief));
  });

  it('splits the budget exactly, to the cent, over 2-3 campaigns', async () => {
    const plan = await strategist.planBusiness(brief);
    expect(plan.campaigns).toHaveLength(3);
    expect(plan.campaigns.reduce((sum, campaign) => sum + Math.round(campaign.monthlyBudget * 100), 0)).toBe(123450);
    const small = await strategist.planBusiness({ ...brief, monthlyBudget: 20 });
    expect(small.campaigns.map((campaign) => campaign.monthlyBudget)).toEqual([13, 7]);
  });

  it('writes 5 variants per ad group, each leading with a different angle', async () => {
    const plan = await strategist.planBusiness(brief);
    const ads = plan.campaigns[0].adGroups[0].ads;
    expect(ads).toHaveLength(5);
    expect(new Set(ads.map((ad) => ad.headlines[0])).size).toBe(5);
    expect(ads.map((ad) => ad.reasoning.strategy).join(' ')).toMatch(/place.*price.*proof.*speed.*offer/is);
    expect(ads.every((ad) => ad.finalUrl === 'https://hartley.example/')).toBe(true);
  });

  it('only states prices and claims the site makes', async () => {
    const plan = await strategist.planBusiness(brief);
    const text = JSON.stringify(plan);
    expect(text).toContain('Drain Cleaning From $99');
    expect(text).toContain('Trusted Since 1998');
    expect(text).not.toMatch(/Leak Detection From \$/);
    expect(text).not.toContain('No Fee Unless We Win');
  });

  it('previews a dashboard campaign as one ad group with variants A..E', async () => {
    const preview = await strategist.previewCampaign({ business: brief, campaignName: 'water heater special', monthlyBudget: 200 });
    expect(preview.name).toBe('Water Heater Special');
    expect(preview.theme).toContain('Water Heater Installation');
    expect(preview.adGroups[0].ads).toHaveLength(5);
    expect(preview.monthlyBudget).toBe(200);
  });

  it('generates 3 challengers unlike the champion, the history and each other', async () => {
    const plan = await strategist.planBusiness(brief);
    const group = plan.campaigns[0].adGroups[0];
    const champion = group.ads[1];
    const input = { business: brief, campaign: plan.campaigns[0], adGroup: group, champion };
    const round1 = await strategist.generateChallengers(input);
    expect(round1).toHaveLength(3);
    const key = (headlines: string[]) => [...headlines].sort().join('|');
    const keys = new Set([key(champion.headlines), ...round1.map((ad) => key(ad.headlines))]);
    expect(keys.size).toBe(4);
    expect(round1.every((ad) => ad.reasoning.differentiator.includes(champion.headlines[0]))).toBe(true);
    const round2 = await strategist.generateChallengers({ ...input, history: round1 });
    expect(round2.map((ad) => ad.headlines[0])).not.toEqual(round1.map((ad) => ad.headlines[0]));
  });

  it('analyses activity-log events from their figures', async () => {
    const audit = await strategist.analyze({ kind: 'budget_audit', facts: { monthlyBudget: 1000, spentToDate: 420, projectedSpend: 980, pausedCampaigns: 0 } });
    expect(audit.reasoning).toContain('$420.00 (42.0% of the budget)');
    const unknown = await strategist.analyze({ kind: 'keyword_added', facts: { keywordCount: 12 } });
    expect(unknown.reasoning).toBe('Figures: keyword count: 12.');
  });

  it('plans from the form alone when the site could not be read, and says why', async () => {
    const plan = await strategist.planBusiness({ ...brief, site: { error: 'The website did not answer within 10 seconds.' } });
    expect(plan.siteReadable).toBe(false);
    expect(plan.strategy).toContain('We could not read your website (The website did not answer within 10 seconds)');
    expect(plan.campaigns[0].adGroups[0].ads[0].headlines.length).toBeGreaterThanOrEqual(3);
  });

  it("leads a service's price variant with its own price or one under its heading, never a neighbour's", async () => {
    const movers: SiteContent = {
      ...site,
      url: 'https://movers.example/',
      pages: ['https://movers.example/'],
      businessName: 'Harbour Movers',
      title: 'Harbour Movers',
      description: null,
      headings: ['Our Services', 'Flat Moving', 'Office Relocation'],
      services: ['Flat Moving', 'Office Relocation'],
      prices: [{ item: '3-room flat', amount: 480, currency: 'USD', text: '$480' }],
      callsToAction: [],
      text: 'Our Services\nFlat Moving\n3-room flat from $480, 4-room from $580.\nOffice Relocation\nWe survey your office first, then send a fixed-price quote.',
    };
    const plan = await strategist.planBusiness({ businessName: 'Harbour Movers', websiteUrl: 'movers.example', monthlyBudget: 900, industry: 'Moving company', site: movers });
    const groups = plan.campaigns.flatMap((campaign) => campaign.adGroups);
    const priceLead = (name: string) => groups.find((group) => group.name === name)?.ads[1].headlines[0];
    expect(priceLead('Flat Moving')).toMatch(/\$480/);
    expect(priceLead('Office Relocation')).not.toMatch(/\$/);
  });
});

describe('a local business whose trade no profile names', () => {
  it('bids on its name only in its brand campaign, never as a trade in a town', async () => {
    const brief = briefOfSite(
      { businessName: 'Oak City Lash Studio', title: 'Oak City Lash Studio', services: ['Lash Extensions', 'Lash Lift & Tint', 'Brows'], places: ['Raleigh'], text: 'Lash Extensions\nLash Lift & Tint\nBrows\nBy appointment in Raleigh.', language: 'en', country: 'US', contact: { phones: [], emails: [], address: '4209 Lassiter Mill Rd, Raleigh, NC 27609' } },
      { monthlyBudget: 500, industry: null },
    );
    const plan = await createOfflineStrategist().planBusiness(brief);
    const nameKeywords = plan.campaigns.flatMap((campaign) => campaign.adGroups.flatMap((group) => group.keywords.filter((keyword) => keyword.text.includes('oak city')).map(() => campaign.name)));
    expect(nameKeywords.length).toBeGreaterThan(0);
    expect(new Set(nameKeywords)).toEqual(new Set(['Brand: Oak City Lash Studio']));
    expect(plan.campaigns.reduce((sum, campaign) => sum + campaign.monthlyBudget, 0)).toBe(500);
  });
});

describe('a business with no door to come to', () => {
  it('writes no "Near You" or "Local" line, no lone word of a joined name, and no article before a mass noun', async () => {
    const brief = briefOfSite(
      {
        businessName: 'Fernhouse',
        title: 'Fernhouse – Buy Houseplants Online',
        services: ['Large plants', 'Pet-safe plants', 'Hanging & trailing'],
        places: [],
        text: 'Large plants\nPet-safe plants\nHanging & trailing\nWe are an online-only shop: there is no shop to visit. Delivered across the UK.',
        language: 'en',
        country: 'GB',
        contact: { phones: [], emails: [], address: null },
      },
      { monthlyBudget: 900, industry: 'Online plant shop' },
    );
    const plan = await createOfflineStrategist().planBusiness(brief);
    const lines = plan.campaigns.flatMap((campaign) => campaign.adGroups.flatMap((group) => group.ads.flatMap((ad) => ad.headlines)));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => /near you|\blocal\b/i.test(line))).toEqual([]);
    const keywords = plan.campaigns.flatMap((campaign) => campaign.adGroups.flatMap((group) => group.keywords.map((keyword) => keyword.text)));
    // The brand's one word is its name; every other one-word keyword would be a lone part.
    expect(keywords.filter((text) => !text.includes(' ') && text !== 'fernhouse')).toEqual([]);

    const software = await createOfflineStrategist().planBusiness(
      briefOfSite({ businessName: 'Tallyo', title: 'Tallyo – invoicing software', services: ['Invoicing', 'Expense tracking'], places: [], text: 'Invoicing software for freelancers.', language: 'en', country: 'US', contact: { phones: [], emails: [], address: null } }, { monthlyBudget: 900, industry: 'Software', targetAudience: 'Freelancers' }),
    );
    const softwareLines = software.campaigns.flatMap((campaign) => campaign.adGroups.flatMap((group) => group.ads.flatMap((ad) => ad.headlines)));
    expect(softwareLines.filter((line) => /^A Software\b/.test(line))).toEqual([]);
  });
});
