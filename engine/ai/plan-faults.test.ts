import { describe, expect, it } from 'vitest';
import type { CampaignPlan } from '../../schema/ai-plan';
import type { CampaignAssets } from '../../schema/assets';
import { ad, brief, home, planWith, treatments, variants } from './plan-factory';
import { reviewPlan } from './plan-faults';

/** The judge must catch each fault an expert would: a plan with one planted fault at a time. */

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
