/**
 * Reading Google Ads failures. The library throws a GoogleAdsFailure (`errors[].error_code` is a
 * oneof such as `{ quota_error: 'RESOURCE_EXHAUSTED' }`; numbers when decoded from gRPC, names over
 * REST) or a plain gRPC error with a numeric `code`. Only the few codes the product acts on are named.
 */
const NAMED_CODES: Record<string, Record<number, string>> = {
  quota_error: { 2: 'RESOURCE_EXHAUSTED', 4: 'RESOURCE_TEMPORARILY_EXHAUSTED' },
  authorization_error: { 2: 'USER_PERMISSION_DENIED', 7: 'ACTION_NOT_PERMITTED', 24: 'CUSTOMER_NOT_ENABLED', 28: 'ACTION_NOT_PERMITTED_FOR_SUSPENDED_ACCOUNT' },
  authentication_error: { 2: 'AUTHENTICATION_ERROR', 19: 'OAUTH_TOKEN_REVOKED', 18: 'OAUTH_TOKEN_EXPIRED', 15: 'CUSTOMER_NOT_FOUND', 22: 'NOT_ADS_USER' },
  request_error: { 14: 'CANNOT_BE_EXECUTED_BY_MANAGER_ACCOUNT', 16: 'INVALID_CUSTOMER_ID' },
};

/** gRPC status RESOURCE_EXHAUSTED and DEADLINE_EXCEEDED. */
const GRPC_RESOURCE_EXHAUSTED = 8;

interface FailureLike {
  errors?: { error_code?: Record<string, unknown> | null; message?: string | null }[] | null;
  code?: unknown;
}

/** Codes of a failure as `category.NAME` (e.g. `quota_error.RESOURCE_EXHAUSTED`). */
export function failureCodes(error: unknown): string[] {
  const failure = (error ?? {}) as FailureLike;
  const codes: string[] = [];
  for (const item of failure.errors ?? []) {
    for (const [category, value] of Object.entries(item.error_code ?? {})) {
      const name = typeof value === 'number' ? (NAMED_CODES[category]?.[value] ?? String(value)) : String(value);
      codes.push(`${category}.${name}`);
    }
  }
  if (failure.code === GRPC_RESOURCE_EXHAUSTED) codes.push('grpc.RESOURCE_EXHAUSTED');
  return codes;
}

export function isResourceExhausted(error: unknown): boolean {
  return failureCodes(error).some((code) => code.endsWith('.RESOURCE_EXHAUSTED') || code.endsWith('.RESOURCE_TEMPORARILY_EXHAUSTED'));
}

export function isPermissionDenied(error: unknown): boolean {
  return failureCodes(error).some((code) => code === 'authorization_error.USER_PERMISSION_DENIED' || code === 'authorization_error.ACTION_NOT_PERMITTED');
}

export function isSuspended(error: unknown): boolean {
  return failureCodes(error).some(
    (code) => code === 'authorization_error.CUSTOMER_NOT_ENABLED' || code === 'authorization_error.ACTION_NOT_PERMITTED_FOR_SUSPENDED_ACCOUNT',
  );
}

export function isCustomerNotFound(error: unknown): boolean {
  return failureCodes(error).some((code) => code === 'authentication_error.CUSTOMER_NOT_FOUND' || code === 'request_error.INVALID_CUSTOMER_ID');
}

/**
 * A failure's message, safe for the activity log: Google's own text (it names fields and limits,
 * never credentials), capped in length; anything else says only its kind.
 */
export function describeFailure(error: unknown): string {
  const failure = (error ?? {}) as FailureLike;
  const messages = (failure.errors ?? []).map((item) => item.message).filter((message): message is string => Boolean(message));
  if (messages.length > 0) return messages.join('; ').slice(0, 500);
  if (error instanceof DeadlineExceeded) return error.message;
  return 'Google Ads did not answer as expected';
}

/** Our own deadline ran out before Google answered. */
export class DeadlineExceeded extends Error {
  constructor(what: string, ms: number) {
    super(`Google Ads did not answer ${what} within ${Math.round(ms / 1000)} s`);
    this.name = 'DeadlineExceeded';
  }
}

/** The developer token's daily operation quota would be passed. */
export class QuotaExhausted extends Error {
  constructor(limit: number) {
    super(`The daily Google Ads operation quota (${limit.toLocaleString('en-US')}) is used up; work resumes tomorrow (UTC)`);
    this.name = 'QuotaExhausted';
  }
}
