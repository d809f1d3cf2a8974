import type { BusinessBrief, PlannedCampaign, SiteContent } from '../../schema/ai-plan';
import { ASSET_LIMITS, type CampaignAssets, SNIPPET_HEADERS } from '../../schema/assets';
import type { LineSource } from '../../schema/fields';
import { DECORATION, hasPhoneNumber, PLACEHOLDER } from '../ai/finish-plan';
import { checkLine, contentWords, type Evidence, NO_CALLS, whatTheySay } from '../ai/ground-claims';
import { formatPhone } from '../site/format-phone';
import { isReadPage } from './site-assets';

/**
 * The judge's asset rules (issue 22), for any strategist: Google's counts and lengths, every text
 * grounded like ad copy and resting on a sentence of the site or the form, sitelinks only to pages
 * of the site that answered, the call asset only with the site's own number (and never where the
 * site takes no calls), the location asset only with the Business Profile link the site shows.
 */

const limits = ASSET_LIMITS;

function textFaults(label: string, text: string, max: number, source: LineSource, evidence: Evidence): string[] {
  const faults: string[] = [];
  if (text.length > max) faults.push(`${label} over ${max} characters: "${text}"`);
  if (PLACEHOLDER.test(text)) faults.push(`${label}: placeholder in "${text}"`);
  if (DECORATION.test(text)) faults.push(`${label}: decorative symbol in "${text}"`);
  if (hasPhoneNumber(text)) faults.push(`${label}: phone number in "${text}"`);
  const check = checkLine(text, evidence);
  if (check.unsupported.length > 0) faults.push(`${label}: claim no source backs (${check.unsupported.join(', ')}) in "${text}"`);
  if (source.kind === 'generic') faults.push(`${label}: no source on the site or the form for "${text}"`);
  return faults;
}

export function assetFaults(campaign: PlannedCampaign, brief: BusinessBrief, site: SiteContent | null, evidence: Evidence): string[] {
  const assets: CampaignAssets | undefined = campaign.assets;
  const where = `${campaign.name} / assets`;
  if (!assets) return site ? [`${where}: none`] : [];
  const faults: string[] = [];
  if (!site && (assets.sitelinks.length > 0 || assets.call || assets.location)) faults.push(`${where}: sitelinks, call or location without a readable site`);

  const { sitelinks, callouts, structuredSnippets: snippets } = assets;
  if (sitelinks.length === 1 || sitelinks.length > limits.sitelink.max) faults.push(`${where}: ${sitelinks.length} sitelinks (Google shows ${limits.sitelink.min}-${limits.sitelink.max})`);
  const urls = new Set<string>();
  for (const link of sitelinks) {
    const label = `${where} / sitelink "${link.linkText}"`;
    faults.push(...textFaults(`${label}: link text`, link.linkText, limits.sitelink.textMaxLength, link.sources.linkText, evidence));
    faults.push(...textFaults(`${label}: description`, link.description1, limits.sitelink.descriptionMaxLength, link.sources.description1, evidence));
    faults.push(...textFaults(`${label}: description`, link.description2, limits.sitelink.descriptionMaxLength, link.sources.description2, evidence));
    const lower = [link.linkText, link.description1, link.description2].map((text) => text.toLowerCase());
    if (new Set(lower).size < 3) faults.push(`${label}: its descriptions repeat its text`);
    if (site && !isReadPage(site, link.finalUrl)) faults.push(`${label}: ${link.finalUrl} is not a page of the site that answered`);
    const path = link.finalUrl.replace(/[?#].*$/, '').replace(/\/(index\.html?)?$/, '');
    if (urls.has(path)) faults.push(`${label}: a second sitelink to ${link.finalUrl}`);
    urls.add(path);
  }
  if (new Set(sitelinks.map((link) => link.linkText.toLowerCase())).size !== sitelinks.length) faults.push(`${where}: two sitelinks with the same text`);

  if (callouts.length === 1 || callouts.length > limits.callout.max) faults.push(`${where}: ${callouts.length} callouts`);
  for (const callout of callouts) faults.push(...textFaults(`${where} / callout`, callout.text, limits.callout.maxLength, callout.source, evidence));
  if (new Set(callouts.map((callout) => callout.text.toLowerCase())).size !== callouts.length) faults.push(`${where}: a callout twice`);

  const said = whatTheySay(brief);
  for (const snippet of snippets) {
    const label = `${where} / snippet "${snippet.header}"`;
    if (!(SNIPPET_HEADERS as readonly string[]).includes(snippet.header)) faults.push(`${label}: not a header Google accepts`);
    if (snippet.values.length < limits.snippet.minValues || snippet.values.length > limits.snippet.maxValues) faults.push(`${label}: ${snippet.values.length} values`);
    for (const value of snippet.values) {
      if (value.length > limits.snippet.valueMaxLength) faults.push(`${label}: value over ${limits.snippet.valueMaxLength} characters: "${value}"`);
      // A value is something the site names: its words are all in the site's text.
      if (!said.includes(value.toLowerCase()) && !contentWords(value).every((word) => said.includes(word))) faults.push(`${label}: "${value}" is not named by the site`);
    }
  }

  const phones = site?.contact.phones ?? [];
  if (assets.call) {
    const digits = assets.call.phoneNumber.replace(/\D/g, '').slice(-7);
    if (!phones.some((phone) => phone.replace(/\D/g, '').endsWith(digits))) faults.push(`${where}: call asset ${assets.call.phoneNumber} is not the site's number`);
    else if (site?.country && assets.call.countryCode !== site.country) faults.push(`${where}: call asset in ${assets.call.countryCode}, the business is in ${site.country}`);
    if (evidence.sentences.some((sentence) => NO_CALLS.test(sentence.lower))) faults.push(`${where}: a call asset where the site takes no calls`);
  } else if (site && phones.some((phone) => formatPhone(phone, site.country ?? null)) && !evidence.sentences.some((sentence) => NO_CALLS.test(sentence.lower))) {
    faults.push(`${where}: no call asset, though the site shows its number`);
  }

  const profile = site?.contact.businessProfileUrl ?? null;
  if (assets.location && assets.location.businessProfileUrl !== profile) faults.push(`${where}: a location asset without the site's Business Profile link`);
  if (!assets.location && profile) faults.push(`${where}: no location asset, though the site links its Business Profile`);
  return faults;
}
