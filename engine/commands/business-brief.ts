import type { BusinessBrief } from '../../schema/ai-plan';
import { errors } from '../../schema/errors';
import { currencyOf } from '../../schema/money';
import type { Targeting } from '../../schema/targeting';
import type { Sql } from '../persistence/sql';

/** What the strategist knows about a business (the site is read by the launch workflow only). */
export async function loadBusinessBrief(sql: Sql, businessId: string): Promise<BusinessBrief & { autoApprove: boolean; platformMode: string; targeting: Targeting | null; currencyCode: string }> {
  const rows = await sql.query<{
    business_name: string;
    website_url: string;
    monthly_budget_cents: number;
    industry: string | null;
    target_audience: string | null;
    targeting: Targeting | null;
    auto_approve: boolean;
    platform_mode: string;
    currency_code: string | null;
  }>('select business_name, website_url, monthly_budget_cents, industry, target_audience, targeting, auto_approve, platform_mode, currency_code from businesses where id = $1', [
    businessId,
  ]);
  const row = rows[0];
  if (!row) throw errors.notFound('Business not found');
  return {
    businessName: row.business_name,
    websiteUrl: row.website_url,
    monthlyBudget: row.monthly_budget_cents / 100,
    industry: row.industry,
    targetAudience: row.target_audience,
    /** What the owner approved in onboarding; null until then or for older businesses. */
    targeting: row.targeting,
    autoApprove: row.auto_approve,
    platformMode: row.platform_mode,
    /** Every amount of the business (budget, spend, bids) is in its account's currency; US dollars in demo. */
    currencyCode: currencyOf(row.currency_code),
  };
}
