import type { BusinessBrief, CampaignPlan, ResponsiveSearchAdPlan, SiteContent } from '../../schema/ai-plan';
import type { CampaignAssets } from '../../schema/assets';

/** A physiotherapist's site and a plan for it that breaks no rule: tests plant one fault at a time (the judge's and the guard's). */

export const site: SiteContent = {
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
export const home = site.url;

/** A brief for a one-page site that says only what a test gives it (`overrides`), and the form's fields. */
export function briefOfSite(overrides: Partial<SiteContent>, form: Partial<BusinessBrief> = {}): BusinessBrief {
  const page: SiteContent = {
    url: 'https://example.test/',
    pages: ['https://example.test/'],
    businessName: 'Example',
    title: 'Example',
    description: null,
    headings: [],
    services: [],
    places: [],
    prices: [],
    callsToAction: [],
    contact: { phones: [], emails: [], address: null },
    schemaTypes: [],
    text: '',
    ...overrides,
  };
  return { businessName: page.businessName ?? 'Example', websiteUrl: page.url, monthlyBudget: 500, industry: null, targetAudience: null, site: page, ...form };
}
export const treatments = 'https://kirkstallphysio.example/treatments';
export const about = 'https://kirkstallphysio.example/about';

export function assets(): CampaignAssets {
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
export const brief: BusinessBrief = { businessName: 'Kirkstall Physiotherapy', websiteUrl: site.url, monthlyBudget: 500, site };

export function ad(headlines: string[], descriptions = ['Chartered physiotherapists in Kirkstall, Leeds.', 'Book an appointment or give us a call.']): ResponsiveSearchAdPlan {
  return { headlines, descriptions, path1: null, path2: null, finalUrl: site.url, reasoning: { strategy: 's', hypothesis: 'h', differentiator: 'd' } };
}

export const variants = [
  ['Sports Injuries in Leeds', 'Kirkstall Physiotherapy', 'Chartered Physiotherapists'],
  ['Assessment From £55', 'Back and Neck Pain', 'Physio in Leeds'],
  ['Registered with the HCPC', 'Sports Injury Physio', 'Book an Appointment'],
  ['Check Availability', 'Talk to Us', 'Physio in Kirkstall'],
  ['Get in Touch', 'Learn More', 'See What We Offer'],
];

export function planWith(change: (plan: CampaignPlan) => void = () => {}): CampaignPlan {
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

