import { z } from 'zod';
import type { BusinessBrief } from '../../schema/ai-plan';
import { ASSET_LIMITS, type Callout, type CampaignAssets, NO_ASSETS, type Sitelink } from '../../schema/assets';
import type { BusinessFacts } from '../ai/business-facts';
import type { FinishContext } from '../ai/finish-plan';
import { checkLine } from '../ai/ground-claims';
import { assetText, fitAsset, isReadPage, siteCall, siteCallouts, siteLocation, siteOf, siteSitelinks, siteSnippets } from './site-assets';

/**
 * The last step of every campaign's assets, offline or OpenAI alike (issue 22). A model may draft
 * sitelinks and callouts; each is repaired to Google's lengths, then kept only when it points at a
 * page of the site that answered (sitelinks), passes the ad copy's editorial rules and grounding,
 * and rests on a sentence of the site or the form. What is left is topped up from the site itself.
 * Structured snippets, the call asset and the location asset are always the site's own: a number
 * or a Business Profile is never taken from a model.
 */

const limits = ASSET_LIMITS;

/** What we ask a model for, per campaign (structured outputs: nullable, no length keywords). */
export const assetsDraftSchema = z.object({
  sitelinks: z.array(z.object({ linkText: z.string(), description1: z.string(), description2: z.string(), url: z.string() })),
  callouts: z.array(z.string()),
});
export type AssetsDraft = z.infer<typeof assetsDraftSchema>;

/** Google's lengths: cut at a word boundary. */
export function repairAssetsDraft(draft: AssetsDraft | null | undefined): AssetsDraft | undefined {
  if (!draft) return undefined;
  return {
    sitelinks: draft.sitelinks.map((link) => ({
      linkText: fitAsset(link.linkText, limits.sitelink.textMaxLength),
      description1: fitAsset(link.description1, limits.sitelink.descriptionMaxLength),
      description2: fitAsset(link.description2, limits.sitelink.descriptionMaxLength),
      url: link.url.trim(),
    })),
    callouts: draft.callouts.map((text) => fitAsset(text, limits.callout.maxLength)),
  };
}

function groundedSitelinks(draft: AssetsDraft['sitelinks'], brief: BusinessBrief, ctx: FinishContext): Sitelink[] {
  const site = siteOf(brief);
  if (!site) return [];
  const out: Sitelink[] = [];
  for (const link of draft) {
    let url: string;
    try {
      url = new URL(link.url, site.url).toString();
    } catch {
      continue;
    }
    // Only a page of this site that answered when it was read: never another site, never a guessed path.
    if (!isReadPage(site, url)) continue;
    const texts = [assetText(link.linkText, limits.sitelink.textMaxLength, ctx), assetText(link.description1, limits.sitelink.descriptionMaxLength, ctx), assetText(link.description2, limits.sitelink.descriptionMaxLength, ctx)];
    if (texts.some((text) => text === null)) continue;
    const [linkText, description1, description2] = texts as string[];
    const sources = texts.map((text) => checkLine(text as string, ctx.evidence).source);
    if (sources.some((source) => source.kind === 'generic') || description1.toLowerCase() === description2.toLowerCase()) continue;
    out.push({ linkText, description1, description2, finalUrl: url, sources: { linkText: sources[0], description1: sources[1], description2: sources[2] } });
  }
  return out;
}

function groundedCallouts(draft: string[], ctx: FinishContext): Callout[] {
  const out: Callout[] = [];
  for (const raw of draft) {
    const text = assetText(raw, limits.callout.maxLength, ctx);
    if (!text) continue;
    const { source } = checkLine(text, ctx.evidence);
    if (source.kind !== 'generic') out.push({ text, source });
  }
  return out;
}

function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const value = key(item).toLowerCase();
    if (seen.has(value)) return false;
    seen.add(value);
    return true;
  });
}

/** A campaign's assets: the draft's grounded ones first, then the site's; none below Google's minimum to show. */
export function finishAssets(draft: AssetsDraft | undefined, campaign: { theme: string; name: string }, brief: BusinessBrief, facts: BusinessFacts, ctx: FinishContext): CampaignAssets {
  const site = siteOf(brief);
  if (!site) return NO_ASSETS;
  const sitelinks = uniqueBy(uniqueBy([...groundedSitelinks(draft?.sitelinks ?? [], brief, ctx), ...siteSitelinks(site, ctx, `${campaign.name} ${campaign.theme}`)], (link) => new URL(link.finalUrl).pathname), (link) => link.linkText).slice(
    0,
    limits.sitelink.max,
  );
  const callouts = uniqueBy([...groundedCallouts(draft?.callouts ?? [], ctx), ...siteCallouts(site, facts, ctx)], (callout) => callout.text).slice(0, 6);
  return {
    sitelinks: sitelinks.length >= limits.sitelink.min ? sitelinks : [],
    callouts: callouts.length >= limits.callout.min ? callouts : [],
    structuredSnippets: siteSnippets(site, facts, ctx),
    call: siteCall(site, ctx),
    location: siteLocation(site),
  };
}
