import { type CampaignPlan, toOnboardingPreview } from '../../schema/ai-plan';
import type { CampaignAssets } from '../../schema/assets';
import type { LineSource } from '../../schema/fields';
import { languageName, locationLabel } from '../../schema/targeting';

/** The plan as `npm run plan` prints it: the issue's JSON shape, or text with every line's source. */

export interface PlanOutput {
  strategy: string;
  locations: string[];
  languages: string[];
  negativeKeywords: string[];
  campaigns: {
    name: string;
    description: string;
    budget: number;
    ads: { headlines: string[]; descriptions: string[] }[];
    keywords: { text: string; matchType: 'EXACT' | 'PHRASE' | 'BROAD' }[];
  }[];
}

/** The plan in the shape the issue specifies, built from the same preview onboarding shows. */
export function toPlanOutput(plan: CampaignPlan): PlanOutput {
  const preview = toOnboardingPreview(plan);
  return {
    strategy: preview.strategy,
    locations: (plan.targeting?.locations ?? []).map(locationLabel),
    languages: plan.targeting?.languages ?? [],
    negativeKeywords: plan.negativeKeywords ?? [],
    campaigns: preview.campaigns.map((campaign) => ({
      name: campaign.name,
      description: campaign.description,
      budget: campaign.budget,
      ads: campaign.ads.map((ad) => ({ headlines: ad.headlines, descriptions: ad.descriptions })),
      keywords: campaign.keywords,
    })),
  };
}

function describeSource(source: LineSource | undefined): string {
  if (!source || source.kind === 'generic') return 'generic call to action';
  if (source.kind === 'form') return `form (${source.field}: "${source.quote}")`;
  return `${source.page} — "${source.quote.length > 100 ? `${source.quote.slice(0, 97)}...` : source.quote}"`;
}

/** A campaign's assets (issue 22), each text with its source. */
function formatAssets(assets: CampaignAssets | undefined): string[] {
  if (!assets) return [];
  const out: string[] = [];
  for (const link of assets.sitelinks) {
    out.push(`  Sitelink: ${link.linkText} → ${link.finalUrl}  ← ${describeSource(link.sources.linkText)}`);
    out.push(`      ${link.description1.padEnd(35)}  ← ${describeSource(link.sources.description1)}`, `      ${link.description2.padEnd(35)}  ← ${describeSource(link.sources.description2)}`);
  }
  for (const callout of assets.callouts) out.push(`  Callout: ${callout.text.padEnd(25)}  ← ${describeSource(callout.source)}`);
  for (const snippet of assets.structuredSnippets) out.push(`  Snippet (${snippet.header}): ${snippet.values.join(', ')}  ← ${describeSource(snippet.source)}`);
  if (assets.call) out.push(`  Call: ${assets.call.phoneNumber} (${assets.call.countryCode})  ← ${describeSource(assets.call.source)}`);
  if (assets.location) out.push(`  Location: the Business Profile at ${assets.location.businessProfileUrl}`);
  return out;
}

/** The plan as text for a person: every line with the source it rests on. */
export function formatPlan(plan: CampaignPlan): string {
  const out: string[] = [plan.strategy, ''];
  out.push(`Locations: ${(plan.targeting?.locations ?? []).map(locationLabel).join('; ')}`);
  out.push(`Languages: ${(plan.targeting?.languages ?? []).map((code) => `${languageName(code)} (${code})`).join(', ')}`);
  out.push(`Negative keywords: ${(plan.negativeKeywords ?? []).join(', ')}`, '');
  for (const campaign of plan.campaigns) {
    out.push(`Campaign: ${campaign.name} — $${campaign.monthlyBudget}/month`, `  ${campaign.description}`);
    for (const group of campaign.adGroups) {
      out.push(`  Ad group: ${group.name}`);
      out.push(`    Keywords: ${group.keywords.map((keyword) => (keyword.matchType === 'EXACT' ? `[${keyword.text}]` : keyword.matchType === 'PHRASE' ? `"${keyword.text}"` : keyword.text)).join(', ')}`);
      for (const [index, ad] of group.ads.entries()) {
        out.push(`    Variant ${String.fromCharCode(65 + index)}: ${ad.reasoning.strategy}`);
        for (const [at, line] of ad.headlines.entries()) out.push(`      H  ${line.padEnd(30)}  ← ${describeSource(ad.reasoning.sources?.headlines[at])}`);
        for (const [at, line] of ad.descriptions.entries()) out.push(`      D  ${line}\n           ← ${describeSource(ad.reasoning.sources?.descriptions[at])}`);
      }
    }
    out.push(...formatAssets(campaign.assets), '');
  }
  return out.join('\n');
}
