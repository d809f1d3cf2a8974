import { enums } from 'google-ads-api/enums';
import { describe, expect, it } from 'vitest';
import { describeAdsPlatformMode, readConfig } from '../../api/config';
import { ACCESS_LEVELS, accessLevelProblem, DAILY_OPERATION_QUOTA } from '../../engine/google-ads/access-level';
import { GoogleAdsClientFactory } from '../../engine/google-ads/google-ads-client';
import { ACTED_ON_CODES, failureCodes, libraryErrorEnum, retryDelayMs } from '../../engine/google-ads/google-ads-errors';
import { googleAdsLibrary } from '../../engine/google-ads/google-ads-library';
import { FAILURES, googleAdsFailure } from '../support/fake-google-ads';

describe('Google Ads access after the developer-token sunset', () => {
  it('names every error code the product acts on exactly as the library in package.json does', () => {
    for (const [category, names] of Object.entries(ACTED_ON_CODES)) {
      const libraryEnum = libraryErrorEnum(category);
      expect(libraryEnum, category).toBeDefined();
      for (const name of names) expect(libraryEnum?.[name], `${category}.${name}`).toEqual(expect.any(Number));
    }
    // Numbers (gRPC) and names (REST) read the same; a number the product does not act on keeps its library name.
    expect(failureCodes(googleAdsFailure('authentication_error', googleAdsLibrary().errors.AuthenticationErrorEnum.AuthenticationError.OAUTH_TOKEN_REVOKED, 'revoked'))).toEqual([
      'authentication_error.OAUTH_TOKEN_REVOKED',
    ]);
    expect(failureCodes({ errors: [{ error_code: { quota_error: 'RESOURCE_EXHAUSTED' } }] })).toEqual(['quota_error.RESOURCE_EXHAUSTED']);
    expect(failureCodes(googleAdsFailure('authorization_error', 11, 'x'))).toEqual(['authorization_error.INVALID_LOGIN_CUSTOMER_ID_SERVING_CUSTOMER_ID_COMBINATION']);
  });

  it('reads the retry_delay of RESOURCE_EXHAUSTED over gRPC (numbers) and REST (strings)', () => {
    expect(retryDelayMs(FAILURES.resourceExhausted(30))).toBe(30_000);
    expect(retryDelayMs({ errors: [{ details: { quota_error_details: { retry_delay: { seconds: '12', nanos: 500_000_000 } } } }] })).toBe(12_500);
    expect(retryDelayMs(FAILURES.resourceExhausted())).toBeNull();
  });

  it('tells the operator and the owner different, clear things for access-level refusals', () => {
    const problem = accessLevelProblem(FAILURES.cloudProjectNotApproved());
    expect(problem?.code).toBe('CLOUD_PROJECT_NOT_APPROVED_FOR_PRODUCTION');
    expect(problem?.forOwner).not.toMatch(/Cloud|GOOGLE_ADS|token/);
    expect(problem?.forOperator).toContain('GOOGLE_ADS_ACCESS_LEVEL');
    const tokenRefused = googleAdsFailure('authentication_error', googleAdsLibrary().errors.AuthenticationErrorEnum.AuthenticationError.DEVELOPER_TOKEN_INVALID, 'bad token');
    expect(accessLevelProblem(tokenRefused)?.forOperator).toMatch(/unset GOOGLE_ADS_DEVELOPER_TOKEN/);
    expect(accessLevelProblem(FAILURES.permissionDenied())).toBeNull();
  });

  it('needs only the OAuth client for live mode; the access level sets the planned quota', () => {
    const env = { GOOGLE_ADS_CLIENT_ID: 'id.apps.googleusercontent.com', GOOGLE_ADS_CLIENT_SECRET: 'secret' };
    const config = readConfig(env);
    expect(config.googleAds.developerToken).toBeUndefined();
    expect(config.googleAds.accessLevel).toBe('explorer');
    expect(describeAdsPlatformMode(config)).toBe('Google Ads API, Explorer access (2,880 operations a day); per connected account, demo until connected');
    expect(describeAdsPlatformMode(readConfig({ ...env, GOOGLE_ADS_ACCESS_LEVEL: 'basic', GOOGLE_ADS_DEVELOPER_TOKEN: 'old' }))).toBe(
      'Google Ads API, Basic access (15,000 operations a day); per connected account, demo until connected; GOOGLE_ADS_DEVELOPER_TOKEN is sent but ignored by Google since 9 September 2026: unset it',
    );
    expect(readConfig({ ...env, GOOGLE_ADS_ACCESS_LEVEL: 'Standard' }).googleAds.accessLevel).toBe('standard');
    expect(readConfig({ ...env, GOOGLE_ADS_DEVELOPER_TOKEN_LEVEL: 'basic' }).googleAds.accessLevel).toBe('basic');
    expect(() => readConfig({ ...env, GOOGLE_ADS_ACCESS_LEVEL: 'gold' })).toThrow(/test, explorer, basic or standard/);
    expect(ACCESS_LEVELS.map((level) => DAILY_OPERATION_QUOTA[level])).toEqual([15_000, 2_880, 15_000, Number.POSITIVE_INFINITY]);
    expect(describeAdsPlatformMode(readConfig({}))).toBe('demo simulator');
  });

  it('sends the developer-token header only when one is set, and login-customer-id only when given for the account', () => {
    const headersOf = (factory: GoogleAdsClientFactory, loginCustomerId?: string) =>
      (factory.customer({ customerId: '1112223333', refreshToken: '1//r', loginCustomerId }) as unknown as { callHeaders: Record<string, string> }).callHeaders;
    const withoutToken = new GoogleAdsClientFactory({ clientId: 'c', clientSecret: 's', accessLevel: 'explorer', loginCustomerId: '9998887777' });
    expect(headersOf(withoutToken)).toEqual({});
    expect(headersOf(withoutToken, '9998887777')).toEqual({ 'login-customer-id': '9998887777' });
    const withToken = new GoogleAdsClientFactory({ clientId: 'c', clientSecret: 's', accessLevel: 'explorer', developerToken: 'legacy' });
    expect(headersOf(withToken)).toEqual({ 'developer-token': 'legacy' });
    expect(enums.CustomerStatus.ENABLED).toBe(2);
  });
});
