import { describe, expect, it } from 'vitest';
import { type CampaignPlan, campaignPlanSchema } from '../../schema/ai-plan';
import { guardPlan } from './guard-plan';
import { ad, brief, planWith, variants } from './plan-factory';
import { reviewPlan } from './plan-faults';

/** The output guard: each of issue 16's generic hard rules broken in a good plan, and repaired. */

const firstAd = (plan: CampaignPlan) => plan.campaigns[0].adGroups[0].ads[0];
const spare = { headlines: ['Kirkstall Physiotherapy', 'Talk to Our Team', 'See Our Treatments'], descriptions: ['Book an appointment or give us a call.', 'Chartered physiotherapists in Kirkstall, Leeds.'] };

/** Faults of the hard rules only (the judge also reviews assets and ad group names, which the guard leaves to finishPlan). */
function hardFaults(plan: CampaignPlan): string[] {
  return reviewPlan(plan, brief).faults.filter((fault) => !/assets|sitelink|callout|snippet|neither the site nor the form/.test(fault));
}

describe('guardPlan', () => {
  it('leaves a plan that keeps the rules as it is', () => {
    const plan = planWith();
    const guarded = guardPlan(plan, brief, { spare });
    expect(guarded.repairs).toEqual([]);
    expect(guarded.plan).toEqual(campaignPlanSchema.parse(plan));
  });

  it.each([
    ['a headline over 30 characters', (plan: CampaignPlan) => firstAd(plan).headlines.push('Sports Injury Physiotherapy in Kirkstall Leeds'), /shortened/],
    ['a description over 90 characters', (plan: CampaignPlan) => firstAd(plan).descriptions.push('Chartered physiotherapists in Kirkstall, Leeds. Sports injuries, back and neck pain, and rehabilitation.'), /shortened/],
    ['a price the site does not publish', (plan: CampaignPlan) => firstAd(plan).headlines.push('Assessment From £45'), /dropped claim no source backs/],
    ['a price in another currency', (plan: CampaignPlan) => firstAd(plan).headlines.push('Assessment From $55'), /price in USD/],
    ['a phone number', (plan: CampaignPlan) => firstAd(plan).headlines.push('Call 0113 496 0321'), /dropped phone number/],
    ['shouting', (plan: CampaignPlan) => firstAd(plan).headlines.push('BOOK TODAY'), /dropped all caps/],
    ['decoration', (plan: CampaignPlan) => firstAd(plan).headlines.push('★ Kirkstall Physio ★'), /decorative symbol/],
    ['an exclamation mark in a headline', (plan: CampaignPlan) => firstAd(plan).headlines.push('Book Your Session!'), /exclamation mark/],
    ['a placeholder', (plan: CampaignPlan) => firstAd(plan).headlines.push('{KeyWord: Physio}'), /placeholder/],
    ['a headline twice', (plan: CampaignPlan) => firstAd(plan).headlines.push('Kirkstall physiotherapy'), /a second/],
    ['16 headlines', (plan: CampaignPlan) => firstAd(plan).headlines.push(...Array.from({ length: 13 }, (_, index) => `Physio Session ${index + 1}`)), /^$/],
    [
      'a variant that loses all but one headline (topped up from its group)',
      (plan: CampaignPlan) => (plan.campaigns[0].adGroups[0].ads[4] = ad(['Get in Touch', 'FREE SESSION!', 'Call 0113 496 0321'])),
      /topped up/,
    ],
    [
      'a variant that loses its descriptions',
      (plan: CampaignPlan) => (firstAd(plan).descriptions = ['Free massage with every visit.', 'Call 0113 496 0321 now.']),
      /topped up/,
    ],
    ['budgets that do not add up', (plan: CampaignPlan) => (plan.campaigns[1].monthlyBudget = 150), /re-split/],
    ['a single word on broad match', (plan: CampaignPlan) => plan.campaigns[0].adGroups[0].keywords.push({ text: 'physio', matchType: 'BROAD', bid: 1 }), /now phrase match/],
    ['a keyword over 10 words', (plan: CampaignPlan) => plan.campaigns[0].adGroups[0].keywords.push({ text: 'the best sports injury physio clinic in leeds for runners and cyclists', matchType: 'PHRASE', bid: 1 }), /over 10 words/],
    ['a keyword over 80 characters', (plan: CampaignPlan) => plan.campaigns[0].adGroups[0].keywords.push({ text: `physiotherapy ${'x'.repeat(80)}`, matchType: 'PHRASE', bid: 1 }), /keyword length/],
    ['a keyword in two campaigns', (plan: CampaignPlan) => plan.campaigns[1].adGroups[0].keywords.push({ text: 'Sports Physio', matchType: 'EXACT', bid: 1 }), /an earlier campaign bids on/],
    ['near-copies of a variant', (plan: CampaignPlan) => (plan.campaigns[0].adGroups[0].ads[1] = ad([...variants[0], 'Physio in Leeds'])), /separated two variants sharing 100%/],
    ['three identical variants', (plan: CampaignPlan) => (plan.campaigns[0].adGroups[0].ads = [0, 1, 2, 3, 4].map(() => ad([...variants[0]]))), /separated/],
    ['a location far from the business', (plan: CampaignPlan) => (plan.targeting = { locations: [{ kind: 'country', countryCode: 'US', label: 'United States' }], languages: ['en'] }), /targets United Kingdom/],
    ['"everywhere" for a business that does not sell worldwide', (plan: CampaignPlan) => (plan.targeting = { locations: [{ kind: 'everywhere' }], languages: ['en'] }), /targets United Kingdom/],
    ['another language', (plan: CampaignPlan) => (plan.targeting = { ...plan.targeting!, languages: ['de'] }), /targets en first/],
  ])('repairs %s', (_name, plant, repaired) => {
    const plan = planWith(plant);
    const guarded = guardPlan(plan, brief, { spare });
    expect(hardFaults(guarded.plan), guarded.repairs.join('\n')).toEqual([]);
    expect(guarded.repairs.some((repair) => repaired.test(repair)) || repaired.source === '^$', guarded.repairs.join('\n')).toBe(true);
    // Still a valid plan: counts within bounds, every variant kept.
    expect(() => campaignPlanSchema.parse(guarded.plan)).not.toThrow();
    for (const group of guarded.plan.campaigns.flatMap((campaign) => campaign.adGroups)) expect(group.ads).toHaveLength(5);
  });

  it('drops a campaign whose every keyword an earlier one bids on, and gives its budget to the first', () => {
    const plan = planWith((p) => (p.campaigns[1].adGroups[0].keywords = p.campaigns[0].adGroups[0].keywords.map((keyword) => ({ ...keyword }))));
    const guarded = guardPlan(plan, brief, { spare });
    expect(guarded.plan.campaigns.map((campaign) => [campaign.name, campaign.monthlyBudget])).toEqual([['Services', 500]]);
    // One campaign on a readable site needs a second about something: that is no repair, it is reported.
    expect(guarded.unrepaired).toEqual(['1 campaigns']);
  });

  it('reports ads in another language, which only rewriting would fix', () => {
    const plan = planWith((p) => {
      for (const group of p.campaigns.flatMap((campaign) => campaign.adGroups))
        for (const each of group.ads) each.descriptions = ['Wir sind für Sie da und helfen Ihnen mit der Behandlung.', 'Jetzt einen Termin bei uns und mit uns vereinbaren.'];
    });
    expect(guardPlan(plan, brief, { spare }).unrepaired).toEqual(['ads written in de, the site is in en']);
  });
});
