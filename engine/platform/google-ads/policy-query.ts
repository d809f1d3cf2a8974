import { enums } from 'google-ads-api/enums';
import { enumName, toText } from '../../google-ads/gaql-values';
import type { PolicyReport } from '../ads-platform';

const ids = (campaignIds: readonly string[]) => campaignIds.map((id) => String(Number(id))).join(', ');

/** Each ad's policy summary: approval, review status and the policy topics Google found. */
export const adPolicyQuery = (campaignIds: readonly string[]) =>
  `SELECT ad_group.id, ad_group_ad.ad.id, ad_group_ad.policy_summary.approval_status, ad_group_ad.policy_summary.review_status, ad_group_ad.policy_summary.policy_topic_entries FROM ad_group_ad WHERE campaign.id IN (${ids(campaignIds)}) AND ad_group_ad.status != 'REMOVED'`;

/** Each keyword's approval and Google's reasons for a disapproval. */
export const keywordPolicyQuery = (campaignIds: readonly string[]) =>
  `SELECT ad_group.id, ad_group_criterion.criterion_id, ad_group_criterion.approval_status, ad_group_criterion.disapproval_reasons FROM ad_group_criterion WHERE campaign.id IN (${ids(campaignIds)}) AND ad_group_criterion.type = 'KEYWORD' AND ad_group_criterion.status != 'REMOVED'`;

export interface AdPolicyRow {
  ad_group?: { id?: unknown };
  ad_group_ad?: {
    ad?: { id?: unknown };
    policy_summary?: { approval_status?: unknown; review_status?: unknown; policy_topic_entries?: { topic?: unknown }[] | null } | null;
  };
}

export interface KeywordPolicyRow {
  ad_group?: { id?: unknown };
  ad_group_criterion?: { criterion_id?: unknown; approval_status?: unknown; disapproval_reasons?: unknown[] | null };
}

/** Google's rows as the engine's policy report (ids as this adapter hands them: `adGroupId~id`). */
export function policyReportOf(ads: readonly AdPolicyRow[], keywords: readonly KeywordPolicyRow[]): PolicyReport {
  return {
    ads: ads.map((row) => {
      const summary = row.ad_group_ad?.policy_summary;
      return {
        adId: `${toText(row.ad_group?.id)}~${toText(row.ad_group_ad?.ad?.id)}`,
        approval: enumName(enums.PolicyApprovalStatus, summary?.approval_status),
        review: enumName(enums.PolicyReviewStatus, summary?.review_status),
        topics: (summary?.policy_topic_entries ?? []).map((entry) => toText(entry.topic)).filter(Boolean),
      };
    }),
    keywords: keywords.map((row) => ({
      keywordId: `${toText(row.ad_group?.id)}~${toText(row.ad_group_criterion?.criterion_id)}`,
      approval: enumName(enums.AdGroupCriterionApprovalStatus, row.ad_group_criterion?.approval_status),
      topics: (row.ad_group_criterion?.disapproval_reasons ?? []).map(toText).filter(Boolean),
    })),
  };
}
