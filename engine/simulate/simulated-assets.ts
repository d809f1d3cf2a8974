import type { CampaignAssets } from '../../schema/assets';

/**
 * The assets the simulator's engine arm launches its campaigns with (issue 22): what the strategist
 * writes for a typical small-business site of a few pages with a phone number and a services list
 * (see docs/assets.md for the fixture sites' figures). The simulator's markets have no site, so
 * this stands in for one; `--without assets` launches without them.
 */
const site = 'https://service.example/';
const quote = (page: string, text: string) => ({ kind: 'site' as const, page: `${site}${page}`, quote: text });

export const SIMULATED_ASSETS: CampaignAssets = {
  sitelinks: [
    {
      linkText: 'Our Services',
      description1: 'Repairs and installations',
      description2: 'Upfront prices on every job',
      finalUrl: `${site}services`,
      sources: { linkText: quote('', 'Our Services'), description1: quote('services', 'Repairs and installations.'), description2: quote('services', 'Upfront prices on every job.') },
    },
    {
      linkText: 'About Us',
      description1: 'Family owned since 2005',
      description2: 'Licensed and insured team',
      finalUrl: `${site}about`,
      sources: { linkText: quote('', 'About Us'), description1: quote('about', 'Family owned since 2005.'), description2: quote('about', 'Licensed and insured team.') },
    },
  ],
  callouts: [
    { text: 'Free Estimates', source: quote('', 'Free estimates on every job.') },
    { text: 'Licensed and Insured', source: quote('about', 'Licensed and insured team.') },
  ],
  structuredSnippets: [{ header: 'Service catalog', values: ['Repairs', 'Installations', 'Maintenance'], source: quote('services', 'Repairs, installations and maintenance.') }],
  call: { countryCode: 'US', phoneNumber: '(555) 555-0100', source: quote('', 'Call (555) 555-0100') },
  location: null,
};
