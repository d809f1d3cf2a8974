import { describe, expect, it } from 'vitest';
import { type BusinessBrief, type CampaignPlan, campaignPlanSchema, type ResponsiveSearchAdPlan } from '../../schema/ai-plan';
import { GOOGLE_ADS_LIMITS } from '../../schema/google-ads-limits';
import { describeIndustry, placeFromAudience } from './business-facts';
import { generateChallengersOffline, planBusinessOffline, previewCampaignOffline } from './offline-strategist';

/**
 * What an owner sees when the website cannot be read and the plan rests on the onboarding form
 * alone: natural, specific copy built from the industry, the audience and its town, with no
 * claim the business did not make.
 */

const unreadable = { error: 'The website did not answer within 10 seconds.' };

interface Case {
  form: Omit<BusinessBrief, 'websiteUrl' | 'site'>;
  /** The strategy's first sentence, word for word. */
  intro: string;
  /** The town the audience names, expected in headlines. */
  place: string | null;
  /** Words an owner of this business expects to see in the headlines. */
  offering: RegExp | null;
}

const CASES: Case[] = [
  {
    form: { businessName: 'Harbor Bikes', industry: 'Bike repair', targetAudience: 'commuters in Portland', monthlyBudget: 1200 },
    intro: 'Harbor Bikes is a bike repair shop serving commuters in Portland.',
    place: 'Portland',
    offering: /Bike Repair|Tune-Ups|Flat Tire/,
  },
  {
    form: { businessName: 'Bright Smile Dental', industry: 'Dentist', targetAudience: 'Families in the Austin area', monthlyBudget: 900 },
    intro: 'Bright Smile Dental is a dentist serving families in the Austin area.',
    place: 'Austin',
    offering: /Dental|Teeth|Dentist/,
  },
  {
    form: { businessName: 'Rise & Crumb', industry: 'Bakery', targetAudience: 'Local families in Denver', monthlyBudget: 400 },
    intro: 'Rise & Crumb is a bakery serving local families in Denver.',
    place: 'Denver',
    offering: /Cakes|Bread|Pastries|Bakery/,
  },
  {
    form: { businessName: 'Hartley Plumbing', industry: 'Plumber', targetAudience: 'Homeowners in Springfield', monthlyBudget: 1500 },
    intro: 'Hartley Plumbing is a plumber serving homeowners in Springfield.',
    place: 'Springfield',
    offering: /Plumb|Drain|Water Heater/,
  },
  {
    form: { businessName: 'Lee & Park CPA', industry: 'Accountant', targetAudience: 'small businesses in Chicago', monthlyBudget: 700 },
    intro: 'Lee & Park CPA is an accountant serving small businesses in Chicago.',
    place: 'Chicago',
    offering: /Tax|Bookkeeping|Payroll|Accountant/,
  },
  {
    form: { businessName: 'Still Point', industry: 'Yoga studio', targetAudience: 'busy professionals in Seattle', monthlyBudget: 500 },
    intro: 'Still Point is a yoga studio serving busy professionals in Seattle.',
    place: 'Seattle',
    offering: /Yoga/,
  },
  {
    form: { businessName: 'Wick & Wax', industry: 'artisan candles', targetAudience: 'gift shoppers', monthlyBudget: 600 },
    intro: 'Wick & Wax offers artisan candles to gift shoppers.',
    place: null,
    offering: /Artisan Candles/,
  },
  {
    form: { businessName: 'Northside Co', industry: null, targetAudience: null, monthlyBudget: 350 },
    intro: 'Northside Co is a local business.',
    place: null,
    offering: null,
  },
];

const briefOf = (form: Case['form']): BusinessBrief => ({ ...form, websiteUrl: `${form.businessName.toLowerCase().replace(/\W+/g, '')}.example`, site: unreadable });
const adsOf = (plan: CampaignPlan) => plan.campaigns.flatMap((campaign) => campaign.adGroups.flatMap((group) => group.ads));

/** Statements the form never makes: prices, years, ratings, credentials, free offers, guarantees. */
const INVENTED = /\$\d|\b(19|20)\d{2}\b|\brated\b|\bstars?\b|\blicensed\b|\binsured\b|\bfree\b|24\/7|same-day|guarantee|award|#1|\bbest\b/i;

function expectOwnerReady(ads: ResponsiveSearchAdPlan[], label: string): void {
  const limits = GOOGLE_ADS_LIMITS;
  for (const ad of ads) {
    expect(ad.headlines.length, label).toBeGreaterThanOrEqual(limits.headline.min);
    expect(ad.headlines.length, label).toBeLessThanOrEqual(limits.headline.max);
    expect(new Set(ad.headlines.map((text) => text.toLowerCase())).size, label).toBe(ad.headlines.length);
    expect(ad.descriptions.length, label).toBeGreaterThanOrEqual(limits.description.min);
    expect(ad.descriptions.length, label).toBeLessThanOrEqual(limits.description.max);
    expect(new Set(ad.descriptions.map((text) => text.toLowerCase())).size, label).toBe(ad.descriptions.length);
    for (const headline of ad.headlines) {
      expect(headline.length, `${label}: ${headline}`).toBeLessThanOrEqual(limits.headline.maxLength);
      // Never the bare word, never a line built around it ("Local Services", "Shop Services").
      expect(headline, label).not.toMatch(/\bservices\b/i);
      expect(headline, label).not.toMatch(/\b(a|an) (a|an)\b|\bA [aeiou]\w+ (You|for)\b/i);
      expect(headline, label).not.toMatch(INVENTED);
    }
    for (const description of ad.descriptions) {
      expect(description.length, `${label}: ${description}`).toBeLessThanOrEqual(limits.description.maxLength);
      expect(description, label).not.toMatch(/\bservices\b/i);
      expect(description, label).not.toMatch(INVENTED);
      // Complete sentences: a capital at the start, a full stop or question mark at the end.
      expect(description, label).toMatch(/^[A-Z].*[.?]$/);
      expect(description, label).not.toMatch(/\b(\w+) \1\b|undefined|null|\s[.,]/i);
    }
    // Somewhere in the ad, a call to action.
    expect(ad.descriptions.some((text) => /\b(call|book|order|contact|visit|schedule|get in touch|get started|start|join|reserve|shop|ask)\b/i.test(text)), label).toBe(true);
  }
}

describe('offline copy from the onboarding form alone', () => {
  for (const { form, intro, place, offering } of CASES) {
    describe(`${form.businessName} (${form.industry ?? 'no industry'})`, () => {
      const plan = planBusinessOffline(briefOf(form));
      const ads = adsOf(plan);
      const headlines = ads.flatMap((ad) => ad.headlines);
      const text = JSON.stringify(plan);

      it('is a valid plan within Google’s limits, and deterministic', () => {
        expect(() => campaignPlanSchema.parse(plan)).not.toThrow();
        expect(planBusinessOffline(briefOf(form))).toEqual(plan);
        expect(plan.siteReadable).toBe(false);
        for (const keyword of plan.campaigns.flatMap((campaign) => campaign.adGroups.flatMap((group) => group.keywords))) {
          expect(keyword.text.length).toBeLessThanOrEqual(GOOGLE_ADS_LIMITS.keyword.maxLength);
          expect(keyword.text.split(' ').length).toBeLessThanOrEqual(GOOGLE_ADS_LIMITS.keyword.maxWords);
          expect(keyword.text).not.toMatch(/^services\b|\bservices$/);
        }
      });

      it('opens the strategy with a grammatical sentence about the business', () => {
        expect(plan.strategy.startsWith(`${intro} `)).toBe(true);
        expect(plan.strategy).toContain('We could not read your website (The website did not answer within 10 seconds)');
      });

      it('writes ads an owner would accept: specific, complete sentences, no invented claims', () => {
        expectOwnerReady(ads, form.businessName);
        expect(text).not.toMatch(/We offer services|\bservices\b/i);
        for (const campaign of plan.campaigns) expect(campaign.name).not.toMatch(/\bservices\b|and More$/i);
      });

      it('keeps 5 distinct angles in every ad group', () => {
        for (const group of plan.campaigns.flatMap((campaign) => campaign.adGroups)) {
          expect(group.ads).toHaveLength(5);
          expect(new Set(group.ads.map((ad) => ad.headlines[0].toLowerCase())).size).toBe(5);
          expect(new Set(group.ads.map((ad) => ad.descriptions[0])).size).toBe(5);
          expect(new Set(group.ads.map((ad) => ad.reasoning.strategy.split(':')[0])).size).toBe(5);
        }
      });

      if (offering) {
        it('names what the business offers in the headlines and campaign names', () => {
          expect(headlines.filter((headline) => offering.test(headline)).length).toBeGreaterThan(headlines.length / 4);
          expect(offering.test(plan.campaigns[0].name)).toBe(true);
        });
      }

      if (place) {
        it(`names ${place}, the town of the audience, in headlines and keywords`, () => {
          expect(headlines.some((headline) => headline.includes(place))).toBe(true);
          expect(plan.campaigns[1].name).toContain(place);
          expect(text).toContain(`${place.toLowerCase()}"`);
        });
      }

      it('previews a dashboard campaign and writes challengers to the same standard', () => {
        const business = briefOf(form);
        const preview = previewCampaignOffline({ business, campaignName: 'Spring Special', monthlyBudget: 200 });
        expectOwnerReady(preview.adGroups[0].ads, `${form.businessName} preview`);
        for (const campaign of plan.campaigns) {
          const group = campaign.adGroups.at(-1)!;
          const challengers = generateChallengersOffline({ business, campaign, adGroup: group, champion: group.ads[0] });
          expectOwnerReady(challengers, `${form.businessName} challengers for ${group.name}`);
        }
      });
    });
  }

  it('writes Harbor Bikes the plan the owner asked for (printed for review)', () => {
    const plan = planBusinessOffline(briefOf(CASES[0].form));
    expect(plan.campaigns.map((campaign) => campaign.name)).toEqual(['Bike Repair & Tune-Ups', 'Bike Repair in Portland', 'Brand: Harbor Bikes']);
    const [first] = plan.campaigns[0].adGroups[0].ads;
    expect(first.headlines.slice(0, 2)).toEqual(['Bike Repair in Portland', 'Portland Bike Repair']);
    expect(first.descriptions[0]).toBe('Looking for bike repair in Portland? Book a repair with Harbor Bikes today.');
    // "bike repair near me" is bought once: by the service campaign, never again by the "near me" ad group (issue 16).
    const owners = plan.campaigns.filter((campaign) => campaign.adGroups.some((group) => group.keywords.some((keyword) => keyword.text === 'bike repair near me')));
    expect(owners.map((campaign) => campaign.name)).toEqual(['Bike Repair & Tune-Ups']);
    const lines = [plan.strategy, ''];
    for (const campaign of plan.campaigns) {
      lines.push(`${campaign.name} ($${campaign.monthlyBudget}): ${campaign.description}`);
      const group = campaign.adGroups[0];
      lines.push(`  ad group "${group.name}", keywords: ${group.keywords.map((keyword) => (keyword.matchType === 'EXACT' ? `[${keyword.text}]` : keyword.matchType === 'PHRASE' ? `"${keyword.text}"` : keyword.text)).join(', ')}`);
      for (const [index, ad] of group.ads.entries()) {
        lines.push(`  ${String.fromCharCode(65 + index)}. ${ad.headlines.join(' | ')}`, `     ${ad.descriptions.join(' / ')}`);
      }
    }
    console.log(`\nSample plan from the form alone (Harbor Bikes, site unreadable):\n${lines.join('\n')}\n`);
  });
});

describe('reading the form', () => {
  it('takes the town from the target audience, not states or common words', () => {
    expect(placeFromAudience('commuters in Portland')).toBe('Portland');
    expect(placeFromAudience('Families in the greater Austin area')).toBe('Austin');
    expect(placeFromAudience('Homeowners in San Diego, CA')).toBe('San Diego');
    expect(placeFromAudience('Homeowners in Texas')).toBeNull();
    expect(placeFromAudience('people in need')).toBeNull();
    expect(placeFromAudience('gift shoppers')).toBeNull();
  });

  it('tells a trade ("dog groomer") from an offering ("artisan candles") in an industry it does not know', () => {
    expect(describeIndustry('artisan candles')).toEqual({ trade: null, term: 'artisan candles', offering: 'artisan candles' });
    expect(describeIndustry('Dog groomer')).toEqual({ trade: 'dog groomer', term: 'dog groomer', offering: 'dog grooming' });
    expect(describeIndustry('Wedding photographer')).toEqual({ trade: 'wedding photographer', term: 'wedding photographer', offering: 'wedding photography' });
    expect(describeIndustry('Flower shop')).toEqual({ trade: 'flower shop', term: 'flower shop', offering: 'flowers' });
    expect(describeIndustry('Locksmith')?.offering).toBeNull();
    expect(describeIndustry('Consulting services')).toEqual({ trade: null, term: 'consulting', offering: 'consulting' });
    expect(describeIndustry('Other')).toBeNull();
    expect(describeIndustry('We restore antique furniture for collectors')).toBeNull();
  });

  it('writes trade-led copy for a trade it knows no offering of', () => {
    const plan = planBusinessOffline(briefOf({ businessName: 'Keyway', industry: 'Locksmith', targetAudience: 'drivers in Tacoma', monthlyBudget: 500 }));
    expect(plan.strategy.startsWith('Keyway is a locksmith serving drivers in Tacoma. ')).toBe(true);
    expect(plan.campaigns.map((campaign) => campaign.name)).toEqual(['Locksmith in Tacoma', 'Brand: Keyway']);
    expectOwnerReady(adsOf(plan), 'Keyway');
    expect(adsOf(plan).flatMap((ad) => ad.headlines)).toContain('Your Tacoma Locksmith');
  });
});
