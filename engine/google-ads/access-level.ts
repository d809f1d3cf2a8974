import { hasCode } from './google-ads-errors';

/**
 * Google Ads API access after the developer-token sunset (9 September 2026): access and its level
 * belong to the Google Cloud project that owns the OAuth client (DESIGN.md). The level sets the
 * daily operation quota the product plans with (GOOGLE_ADS_ACCESS_LEVEL).
 */
export const ACCESS_LEVELS = ['test', 'explorer', 'basic', 'standard'] as const;
export type GoogleAdsAccessLevel = (typeof ACCESS_LEVELS)[number];

/**
 * Operations a day. Test: test accounts only (their own 15,000). Explorer: 2,880 on production
 * accounts. Basic: 15,000. Standard: no daily operation limit (rate limits still apply, and are
 * met with RESOURCE_EXHAUSTED's retry_delay).
 */
export const DAILY_OPERATION_QUOTA: Readonly<Record<GoogleAdsAccessLevel, number>> = {
  test: 15_000,
  explorer: 2_880,
  basic: 15_000,
  standard: Number.POSITIVE_INFINITY,
};

export function parseAccessLevel(value: string | undefined): GoogleAdsAccessLevel | undefined {
  const level = value?.trim().toLowerCase();
  return ACCESS_LEVELS.find((item) => item === level);
}

/** The level as the start-up banner and the docs say it. */
export function describeAccessLevel(level: GoogleAdsAccessLevel): string {
  const quota = DAILY_OPERATION_QUOTA[level];
  const name = level.charAt(0).toUpperCase() + level.slice(1);
  if (level === 'test') return `${name} access (test accounts only)`;
  return Number.isFinite(quota) ? `${name} access (${quota.toLocaleString('en-US')} operations a day)` : `${name} access (no daily operation limit)`;
}

/** An access-level refusal, told two ways: what the operator must do, and what the owner may read. */
export interface AccessLevelProblem {
  code: string;
  /** For the operator's log: names the Cloud project and what to apply for. */
  forOperator: string;
  /** For the owner: no jargon, no stack trace; says the business is safe and what happens next. */
  forOwner: string;
}

const OWNER_WAIT =
  "AdPilot's access to the Google Ads API does not yet allow it to manage this account. The AdPilot team has been told; nothing was changed in your account. You can continue in demo mode meanwhile.";

/**
 * Google's answers that mean the Cloud project (not the owner's account) may not do this: a
 * Test-level project calling a real account, a project not approved or disabled, a developer
 * token that a later API version refuses. Null for anything else.
 */
export function accessLevelProblem(error: unknown): AccessLevelProblem | null {
  if (hasCode(error, 'authorization_error.CLOUD_PROJECT_NOT_APPROVED_FOR_PRODUCTION')) {
    return {
      code: 'CLOUD_PROJECT_NOT_APPROVED_FOR_PRODUCTION',
      forOperator:
        'The Google Cloud project of GOOGLE_ADS_CLIENT_ID has Test access: it may only call test accounts. Apply for Explorer or Basic access for that project (Google Ads API Center), then set GOOGLE_ADS_ACCESS_LEVEL.',
      forOwner: OWNER_WAIT,
    };
  }
  if (hasCode(error, 'authorization_error.PROJECT_DISABLED', 'authorization_error.SERVICE_ACCESS_DENIED')) {
    return {
      code: 'PROJECT_DISABLED',
      forOperator: 'The Google Ads API is disabled or not enabled in the Google Cloud project of GOOGLE_ADS_CLIENT_ID: enable it in the Cloud console (APIs & Services).',
      forOwner: OWNER_WAIT,
    };
  }
  if (hasCode(error, 'authorization_error.CLOUD_PROJECT_NOT_UNDER_ORGANIZATION')) {
    return {
      code: 'CLOUD_PROJECT_NOT_UNDER_ORGANIZATION',
      forOperator: 'Google requires the Cloud project of GOOGLE_ADS_CLIENT_ID to belong to a Google Cloud organization for this access level.',
      forOwner: OWNER_WAIT,
    };
  }
  if (
    hasCode(
      error,
      'authorization_error.DEVELOPER_TOKEN_NOT_APPROVED',
      'authorization_error.DEVELOPER_TOKEN_PROHIBITED',
      'authorization_error.DEVELOPER_TOKEN_NOT_ON_ALLOWLIST',
      'authentication_error.DEVELOPER_TOKEN_INVALID',
    )
  ) {
    return {
      code: 'DEVELOPER_TOKEN_REFUSED',
      forOperator:
        'Google refused the developer token. Since 9 September 2026 access belongs to the Cloud project: unset GOOGLE_ADS_DEVELOPER_TOKEN and make sure the project of GOOGLE_ADS_CLIENT_ID has Explorer access or better.',
      forOwner: OWNER_WAIT,
    };
  }
  if (hasCode(error, 'quota_error.ACCESS_PROHIBITED')) {
    return {
      code: 'ACCESS_PROHIBITED',
      forOperator: 'Google prohibits this Cloud project from calling the Google Ads API (quota_error ACCESS_PROHIBITED): check the project in the Google Ads API Center.',
      forOwner: OWNER_WAIT,
    };
  }
  return null;
}
