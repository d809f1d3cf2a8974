import type { MutateOperation, resources } from 'google-ads-api';
import { enums } from 'google-ads-api/enums';
import type { CampaignAssets } from '../../../schema/assets';
import { formatPhone } from '../../site/format-phone';

/**
 * A campaign's assets at Google (issue 22): one `asset` per sitelink, callout, structured snippet
 * and call, each linked to the campaign by a `campaign_asset` of its field type, in one mutate
 * after the campaign's own (temporary resource names link each asset to its link). A location
 * asset cannot be made from a link: Google takes locations only from a Business Profile linked to
 * the Google Ads account (a LOCATION_SYNC asset set the profile's owner consents to), so it is
 * left out and the owner told how to link it.
 */

export type AssetOperation = MutateOperation<resources.IAsset | resources.ICampaignAsset>;

export const LOCATION_NOT_CREATED =
  'location: Google shows your address once your Business Profile is linked to your Google Ads account (Google Ads → Tools → Linked accounts); a link on your site is not enough';

export function assetOperations(customerId: string, campaignResource: string, assets: CampaignAssets): { operations: AssetOperation[]; count: number } {
  let nextTemporaryId = -1;
  const operations: AssetOperation[] = [];
  const add = (asset: resources.IAsset, fieldType: enums.AssetFieldType) => {
    const resourceName = `customers/${customerId}/assets/${nextTemporaryId--}`;
    operations.push({ entity: 'asset', operation: 'create', resource: { resource_name: resourceName, ...asset } });
    operations.push({ entity: 'campaign_asset', operation: 'create', resource: { campaign: campaignResource, asset: resourceName, field_type: fieldType } });
  };
  for (const link of assets.sitelinks) {
    add({ final_urls: [link.finalUrl], sitelink_asset: { link_text: link.linkText, description1: link.description1, description2: link.description2 } }, enums.AssetFieldType.SITELINK);
  }
  for (const callout of assets.callouts) add({ callout_asset: { callout_text: callout.text } }, enums.AssetFieldType.CALLOUT);
  for (const snippet of assets.structuredSnippets) add({ structured_snippet_asset: { header: snippet.header, values: [...snippet.values] } }, enums.AssetFieldType.STRUCTURED_SNIPPET);
  if (assets.call) {
    // Google takes the number as dialled in its country (or E.164) with the country's code.
    const phone = formatPhone(assets.call.phoneNumber, assets.call.countryCode);
    add({ call_asset: { country_code: assets.call.countryCode, phone_number: phone?.e164 ?? assets.call.phoneNumber } }, enums.AssetFieldType.CALL);
  }
  return { operations, count: operations.length / 2 };
}

/** GAQL: does the campaign already hold assets (a launch retried after a crash adopts the campaign with them)? */
export function campaignAssetsQuery(campaignId: string): string {
  if (!/^\d+$/.test(campaignId)) throw new Error(`Not a campaign id: ${campaignId}`);
  return `SELECT campaign_asset.resource_name FROM campaign_asset WHERE campaign.id = ${campaignId} AND campaign_asset.status != 'REMOVED'`;
}
