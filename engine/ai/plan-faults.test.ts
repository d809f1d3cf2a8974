import { describe, expect, it } from 'vitest';
import type { BusinessBrief, CampaignPlan, ResponsiveSearchAdPlan, SiteContent } from '../../schema/ai-plan';
import type { CampaignAssets } from '../../schema/assets';
import { reviewPlan } from './plan-faults';

/** The judge must catch each fault an expert would: a plan with one planted fault at a time. */

const site: SiteContent = {
  url: 'https://kirkstallphysio.example/',
  pages: ['https://kirkstallphysio.example/', 'https://kirkstallphysio.example/treatments', 'https://kirkstallphysio.example/about'],
  businessName: 'Kirkstall Physiotherapy',
  title: 'Kirkstall Physiotherapy | Physio in Leeds',
  description: 'Chartered physiotherapists in Kirkstall, Leeds. No GP referral needed.',
  headings: ['Sports Injuries', 'Back and Neck Pain'],
  services: ['Sports Injuries', 'Back and Neck Pain'],
  places: ['Leeds'],
  prices: [{ item: 'Initial assessment', amount: 55, currency: 'GBP', text: '£55' }],
  callsToAction: ['Book Online'],
  contact: { phones: ['+44 113 496 0321'], emails: [], address: '27 Morris Lane, Leeds LS5 3EN', businessProfileUrl: 'https://g.page/kirkstall-physio' },
  schemaTypes: ['Physiotherapy'],
  text: 'Chartered physiotherapists registered with the HCPC.\nInitial assessment (60 min) £55.\nWe do not offer home visits.',
  language: 'en',
  country: 'GB',
  currency: 'GBP',
  pageTexts: [
    { url: 'https://kirkstallphysio.example/', text: 'Chartered physiotherapists registered with the HCPC.\nInitial assessment (60 min) £55.\nWe do not offer home visits.' },
    { url: 'https://kirkstallphysio.example/treatments', text: 'Sports injury rehabilitation.\nBack and neck pain treatment.', linkText: 'Treatments' },
    { url: 'https://kirkstallphysio.example/about', text: 'Meet our chartered team.\nA clinic in Kirkstall since 2009.', linkText: 'About Us' },
  ],
};
const home = site.url;
const treatments = 'https://kirkstallphysio.example/treatments';
const about = 'https://kirkstallphysio.example/about';

function assets(): CampaignAssets {
  return {
    sitelinks: [
      {
        linkText: 'Treatments',
        description1: 'Sports injury rehabilitation',
        description2: 'Back and neck pain treatment',
        finalUrl: treatments,
        sources: {
          linkText: { kind: 'site', page: home, quote: 'Treatments' },
          description1: { kind: 'site', page: treatments, quote: 'Sports injury rehabilitation.' },
          description2: { kind: 'site', page: treatments, quote: 'Back and neck pain treatment.' },
        },
      },
      {
        linkText: 'About Us',
        description1: 'Meet our chartered team',
        description2: 'A clinic in Kirkstall since 2009',
        finalUrl: about,
        sources: {
          linkText: { kind: 'site', page: home, quote: 'About Us' },
          description1: { kind: 'site', page: about, quote: 'Meet our chartered team.' },
          description2: { kind: 'site', page: about, quote: 'A clinic in Kirkstall since 2009.' },
        },
      },
    ],
    callouts: [
      { text: 'HCPC Registered', source: { kind: 'site', page: home, quote: 'Chartered physiotherapists registered with the HCPC.' } },
      { text: 'Chartered Physios', source: { kind: 'site', page: home, quote: 'Chartered physiotherapists registered with the HCPC.' } },
    ],
    structuredSnippets: [{ header: 'Service catalog', values: ['Sports Injuries', 'Back and Neck Pain', 'Initial Assessment'], source: { kind: 'site', page: home, quote: 'Sports Injuries' } }],
    call: { countryCode: 'GB', phoneNumber: '0113 496 0321', source: { kind: 'site', page: home, quote: '+44 113 496 0321' } },
    location: { businessProfileUrl: 'https://g.page/kirkstall-physio', source: { kind: 'site', page: home, quote: 'https://g.page/kirkstall-physio' } },
  };
}
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
      { name: 'Services', description: 'd', theme: 't', monthlyBudget: 300, adGroups: [group('Sports Injuries', ['sports injury physio leeds', 'sports physio'])], assets: assets() },
      { name: 'Local', description: 'd', theme: 't', monthlyBudget: 200, adGroups: [group('Physio in Leeds', ['physio leeds', 'physiotherapist leeds'])], assets: assets() },
    ],
    targeting: { locations: [{ kind: 'proximity', address: '27 Morris Lane, Leeds LS5 3EN', radiusKm: 10, countryCode: 'GB', label: '10 km around 27 Morris Lane, Leeds LS5 3EN' }], languages: ['en'] },
    negativeKeywords: ['home visits', 'jobs'],
  };
  change(plan);
  return plan;
}

const firstAd = (plan: CampaignPlan) => plan.campaigns[0].adGroups[0].ads[0];
const firstAssets = (plan: CampaignPlan) => plan.campaigns[0].assets as CampaignAssets;

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
    ['a campaign without assets', (plan: CampaignPlan) => delete plan.campaigns[0].assets, /Services \/ assets: none/],
    ['a sitelink to another site', (plan: CampaignPlan) => (firstAssets(plan).sitelinks[0].finalUrl = 'https://elsewhere.example/treatments'), /not a page of the site that answered/],
    ['a sitelink to a page nobody read', (plan: CampaignPlan) => (firstAssets(plan).sitelinks[0].finalUrl = 'https://kirkstallphysio.example/prices'), /not a page of the site that answered/],
    ['two sitelinks to one page', (plan: CampaignPlan) => (firstAssets(plan).sitelinks[1].finalUrl = treatments), /a second sitelink/],
    ['one sitelink alone', (plan: CampaignPlan) => firstAssets(plan).sitelinks.pop(), /1 sitelinks/],
    ['sitelink text over 25 characters', (plan: CampaignPlan) => (firstAssets(plan).sitelinks[0].linkText = 'Our Physiotherapy Treatments'), /link text over 25/],
    ['a sitelink description over 35 characters', (plan: CampaignPlan) => (firstAssets(plan).sitelinks[0].description1 = 'Sports injury rehabilitation for runners'), /description over 35/],
    ['a sitelink description with no source', (plan: CampaignPlan) => (firstAssets(plan).sitelinks[0].sources.description2 = { kind: 'generic' }), /no source on the site/],
    ['a callout the site never claims', (plan: CampaignPlan) => firstAssets(plan).callouts.push({ text: 'Free Parking', source: { kind: 'site', page: home, quote: 'x' } }), /callout: claim no source backs \(free\)/],
    ['an award the site never won', (plan: CampaignPlan) => firstAssets(plan).callouts.push({ text: 'Award-Winning Clinic', source: { kind: 'site', page: home, quote: 'x' } }), /callout: claim no source backs/],
    ['a snippet value the site never names', (plan: CampaignPlan) => firstAssets(plan).structuredSnippets[0].values.push('Acupuncture'), /"Acupuncture" is not named by the site/],
    ['a snippet header Google does not know', (plan: CampaignPlan) => ((firstAssets(plan).structuredSnippets[0] as { header: string }).header = 'Treatments'), /not a header Google accepts/],
    ['a call asset with another number', (plan: CampaignPlan) => (firstAssets(plan).call = { countryCode: 'GB', phoneNumber: '0113 496 9999', source: { kind: 'generic' } }), /is not the site's number/],
    ['no call asset on a site with a number', (plan: CampaignPlan) => (firstAssets(plan).call = null), /no call asset/],
    ['a location asset without a Business Profile link', (plan: CampaignPlan) => (firstAssets(plan).location = { businessProfileUrl: 'https://g.page/another-clinic', source: { kind: 'generic' } }), /without the site's Business Profile link/],
    ['no location asset though the site links its profile', (plan: CampaignPlan) => (firstAssets(plan).location = null), /no location asset/],
  ])('finds %s', (_name, plant, expected) => {
    const faults = reviewPlan(planWith(plant), brief).faults;
    expect(faults.some((fault) => expected.test(fault)), faults.join('\n')).toBe(true);
  });
});
