import { describe, expect, it } from 'vitest';
import type { BusinessBrief, CampaignPlan, ResponsiveSearchAdPlan, SiteContent } from '../../schema/ai-plan';
import { reviewPlan } from './plan-faults';

/** The judge must catch each fault an expert would: a plan with one planted fault at a time. */

const site: SiteContent = {
  url: 'https://kirkstallphysio.example/',
  pages: ['https://kirkstallphysio.example/'],
  businessName: 'Kirkstall Physiotherapy',
  title: 'Kirkstall Physiotherapy | Physio in Leeds',
  description: 'Chartered physiotherapists in Kirkstall, Leeds. No GP referral needed.',
  headings: ['Sports Injuries', 'Back and Neck Pain'],
  services: ['Sports Injuries', 'Back and Neck Pain'],
  places: ['Leeds'],
  prices: [{ item: 'Initial assessment', amount: 55, currency: 'GBP', text: '£55' }],
  callsToAction: ['Book Online'],
  contact: { phones: ['+44 113 496 0321'], emails: [], address: '27 Morris Lane, Leeds LS5 3EN' },
  schemaTypes: ['Physiotherapy'],
  text: 'Chartered physiotherapists registered with the HCPC.\nInitial assessment (60 min) £55.\nWe do not offer home visits.',
  language: 'en',
  country: 'GB',
  currency: 'GBP',
  pageTexts: [{ url: 'https://kirkstallphysio.example/', text: 'Chartered physiotherapists registered with the HCPC.\nInitial assessment (60 min) £55.\nWe do not offer home visits.' }],
};
const brief: BusinessBrief = { businessName: 'Kirkstall Physiotherapy', websiteUrl: site.url, monthlyBudget: 500, site };

function ad(headlines: string[], descriptions = ['Chartered physiotherapists in Kirkstall, Leeds.', 'Book an appointment or give us a call.']): ResponsiveSearchAdPlan {
  return { headlines, descriptions, path1: null, path2: null, finalUrl: site.url, reasoning: { strategy: 's', hypothesis: 'h', differentiator: 'd' } };
}

const variants = [
  ['Sports Injuries in Leeds', 'Kirkstall Physiotherapy', 'Chartered Physiotherapists'],
  ['Assessment From £55', 'Back and Neck Pain', 'Physio in Leeds'],
  ['Registered with the HCPC', 'Sports Injury Physio', 'Book an Appointment'],
  ['Check Availability', 'Talk to Us', 'Physio in Kirkstall'],
  ['Get in Touch', 'Learn More', 'See What We Offer'],
];

function planWith(change: (plan: CampaignPlan) => void = () => {}): CampaignPlan {
  const group = (name: string, keywords: string[]) => ({
    name,
    theme: name,
    keywords: keywords.map((text) => ({ text, matchType: 'PHRASE' as const, bid: 1 })),
    ads: variants.map((headlines) => ad([...headlines])),
  });
  const plan: CampaignPlan = {
    strategy: 'A plan.',
    siteReadable: true,
    campaigns: [
      { name: 'Services', description: 'd', theme: 't', monthlyBudget: 300, adGroups: [group('Sports Injuries', ['sports injury physio leeds', 'sports physio'])] },
      { name: 'Local', description: 'd', theme: 't', monthlyBudget: 200, adGroups: [group('Physio in Leeds', ['physio leeds', 'physiotherapist leeds'])] },
    ],
    targeting: { locations: [{ kind: 'proximity', address: '27 Morris Lane, Leeds LS5 3EN', radiusKm: 10, countryCode: 'GB', label: '10 km around 27 Morris Lane, Leeds LS5 3EN' }], languages: ['en'] },
    negativeKeywords: ['home visits', 'jobs'],
  };
  change(plan);
  return plan;
}

const firstAd = (plan: CampaignPlan) => plan.campaigns[0].adGroups[0].ads[0];

describe('plan review', () => {
  it('passes a plan without faults', () => {
    expect(reviewPlan(planWith(), brief).faults).toEqual([]);
  });

  it.each([
    ['a price the site does not publish', (plan: CampaignPlan) => firstAd(plan).headlines.push('Assessment From £45'), /claim no source backs \(£45\)/],
    ['a price in dollars on a site priced in pounds', (plan: CampaignPlan) => firstAd(plan).headlines.push('Assessment From $55'), /price in USD/],
    ['"free" the site never offers', (plan: CampaignPlan) => firstAd(plan).headlines.push('Free First Session'), /claim no source backs \(free\)/],
    ['home visits the site rules out', (plan: CampaignPlan) => firstAd(plan).descriptions.push('Home visits available, same-day.'), /claim no source backs/],
    ['a phone number', (plan: CampaignPlan) => firstAd(plan).headlines.push('Call 0113 496 0321'), /phone number/],
    ['shouting', (plan: CampaignPlan) => firstAd(plan).headlines.push('BOOK TODAY'), /all caps/],
    ['decoration', (plan: CampaignPlan) => firstAd(plan).headlines.push('★ Kirkstall Physio ★'), /decorative symbol/],
    ['an exclamation mark in a headline', (plan: CampaignPlan) => firstAd(plan).headlines.push('Book Your Session!'), /exclamation mark/],
    ['an ad group for a service the site never names (an industry default)', (plan: CampaignPlan) => (plan.campaigns[0].adGroups[0].name = 'Brake Repair'), /neither the site nor the form names/],
    ['a placeholder', (plan: CampaignPlan) => firstAd(plan).headlines.push('{KeyWord: Physio}'), /placeholder/],
    ['budgets that do not add up', (plan: CampaignPlan) => (plan.campaigns[1].monthlyBudget = 150), /budgets add up to 450/],
    ['a single word on broad match', (plan: CampaignPlan) => plan.campaigns[0].adGroups[0].keywords.push({ text: 'physio', matchType: 'BROAD', bid: 1 }), /single word on broad match/],
    ['a keyword in two campaigns', (plan: CampaignPlan) => plan.campaigns[1].adGroups[0].keywords.push({ text: 'sports physio', matchType: 'EXACT', bid: 1 }), /in campaigns Services and Local/],
    ['near-copies of a variant', (plan: CampaignPlan) => (plan.campaigns[0].adGroups[0].ads[1] = ad([...variants[0], 'Physio in Leeds'])), /share 100% of headlines/],
    ['a location far from the business', (plan: CampaignPlan) => (plan.targeting = { locations: [{ kind: 'country', countryCode: 'US', label: 'United States' }], languages: ['en'] }), /do not name the business's area/],
    ['another language', (plan: CampaignPlan) => (plan.targeting = { ...plan.targeting!, languages: ['de'] }), /targets de, the site is in en/],
    [
      'ads in another language',
      (plan: CampaignPlan) => {
        for (const group of plan.campaigns.flatMap((campaign) => campaign.adGroups)) for (const each of group.ads) each.descriptions = ['Wir sind für Sie da und helfen Ihnen mit der Behandlung.', 'Jetzt einen Termin bei uns und mit uns vereinbaren.'];
      },
      /ads written in de/,
    ],
  ])('finds %s', (_name, plant, expected) => {
    const faults = reviewPlan(planWith(plant), brief).faults;
    expect(faults.some((fault) => expected.test(fault)), faults.join('\n')).toBe(true);
  });
});
