import { googleAdsLibrary } from './google-ads-library';

/**
 * Reading Google Ads failures. The library throws a GoogleAdsFailure (`errors[].error_code` is a
 * oneof such as `{ quota_error: 'RESOURCE_EXHAUSTED' }`; numbers when decoded from gRPC, names over
 * REST) or a plain gRPC error with a numeric `code`. Numbers are named with the library's own
 * enums (`errors.QuotaErrorEnum.QuotaError`...), so a name here is always the API version's name.
 */

/** The codes the product acts on, by category. A test checks every one against the library's enums. */
export const ACTED_ON_CODES = {
  quota_error: ['RESOURCE_EXHAUSTED', 'RESOURCE_TEMPORARILY_EXHAUSTED', 'ACCESS_PROHIBITED'],
  authorization_error: [
    'USER_PERMISSION_DENIED',
    'ACTION_NOT_PERMITTED',
    'CUSTOMER_NOT_ENABLED',
    'ACTION_NOT_PERMITTED_FOR_SUSPENDED_ACCOUNT',
    'CLOUD_PROJECT_NOT_APPROVED_FOR_PRODUCTION',
    'DEVELOPER_TOKEN_NOT_APPROVED',
    'DEVELOPER_TOKEN_PROHIBITED',
    'DEVELOPER_TOKEN_NOT_ON_ALLOWLIST',
    'PROJECT_DISABLED',
    'CLOUD_PROJECT_NOT_UNDER_ORGANIZATION',
    'SERVICE_ACCESS_DENIED',
    'INVALID_LOGIN_CUSTOMER_ID_SERVING_CUSTOMER_ID_COMBINATION',
  ],
  authentication_error: ['CUSTOMER_NOT_FOUND', 'OAUTH_TOKEN_REVOKED', 'OAUTH_TOKEN_EXPIRED', 'OAUTH_TOKEN_INVALID', 'NOT_ADS_USER', 'DEVELOPER_TOKEN_INVALID'],
  request_error: ['INVALID_CUSTOMER_ID', 'CANNOT_BE_EXECUTED_BY_MANAGER_ACCOUNT'],
} as const;

type Category = keyof typeof ACTED_ON_CODES;
export type ActedOnCode = { [C in Category]: `${C}.${(typeof ACTED_ON_CODES)[C][number]}` }[Category];

/** The library's enum (name → number) of an error category: `quota_error` → `QuotaErrorEnum.QuotaError`. */
export function libraryErrorEnum(category: string): Readonly<Record<string, number>> | undefined {
  const pascal = category
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
  const holder = (googleAdsLibrary().errors as unknown as Record<string, Record<string, unknown> | undefined>)[`${pascal}Enum`];
  return holder?.[pascal] as Readonly<Record<string, number>> | undefined;
}

const nameCache = new Map<string, string>();

function codeName(category: string, value: unknown): string {
  if (typeof value !== 'number') return String(value);
  const key = `${category}:${value}`;
  let name = nameCache.get(key);
  if (name === undefined) {
    const entry = Object.entries(libraryErrorEnum(category) ?? {}).find(([, number]) => number === value);
    name = entry?.[0] ?? String(value);
    nameCache.set(key, name);
  }
  return name;
}

/** gRPC status RESOURCE_EXHAUSTED. */
const GRPC_RESOURCE_EXHAUSTED = 8;

interface Duration {
  seconds?: unknown;
  nanos?: unknown;
}

interface FailureLike {
  errors?:
    | { error_code?: Record<string, unknown> | null; message?: string | null; details?: { quota_error_details?: { retry_delay?: Duration | null } | null } | null }[]
    | null;
  code?: unknown;
}

/** Codes of a failure as `category.NAME` (e.g. `quota_error.RESOURCE_EXHAUSTED`). */
export function failureCodes(error: unknown): string[] {
  const failure = (error ?? {}) as FailureLike;
  const codes: string[] = [];
  for (const item of failure.errors ?? []) {
    for (const [category, value] of Object.entries(item.error_code ?? {})) codes.push(`${category}.${codeName(category, value)}`);
  }
  if (failure.code === GRPC_RESOURCE_EXHAUSTED) codes.push('grpc.RESOURCE_EXHAUSTED');
  return codes;
}

export function hasCode(error: unknown, ...codes: ActedOnCode[]): boolean {
  return failureCodes(error).some((code) => (codes as string[]).includes(code));
}

export function isResourceExhausted(error: unknown): boolean {
  return hasCode(error, 'quota_error.RESOURCE_EXHAUSTED', 'quota_error.RESOURCE_TEMPORARILY_EXHAUSTED') || failureCodes(error).includes('grpc.RESOURCE_EXHAUSTED');
}

/**
 * How long Google asked us to wait (QuotaErrorDetails.retry_delay), in ms; null when it did not say.
 * `seconds` is an int64: a number over gRPC, a string over REST, or a Long.
 */
export function retryDelayMs(error: unknown): number | null {
  const failure = (error ?? {}) as FailureLike;
  for (const item of failure.errors ?? []) {
    const delay = item.details?.quota_error_details?.retry_delay;
    if (!delay) continue;
    const seconds = Number(typeof delay.seconds === 'object' && delay.seconds !== null ? String(delay.seconds) : (delay.seconds ?? 0));
    const nanos = Number(delay.nanos ?? 0);
    const ms = Math.ceil(seconds * 1000 + nanos / 1e6);
    if (Number.isFinite(ms) && ms > 0) return ms;
  }
  return null;
}

export function isPermissionDenied(error: unknown): boolean {
  return hasCode(error, 'authorization_error.USER_PERMISSION_DENIED', 'authorization_error.ACTION_NOT_PERMITTED');
}

export function isSuspended(error: unknown): boolean {
  return hasCode(error, 'authorization_error.CUSTOMER_NOT_ENABLED', 'authorization_error.ACTION_NOT_PERMITTED_FOR_SUSPENDED_ACCOUNT');
}

export function isCustomerNotFound(error: unknown): boolean {
  return hasCode(error, 'authentication_error.CUSTOMER_NOT_FOUND', 'request_error.INVALID_CUSTOMER_ID');
}

/**
 * A failure's message, safe for the activity log: Google's own text (it names fields and limits,
 * never credentials), capped in length; anything else says only its kind.
 */
export function describeFailure(error: unknown): string {
  const failure = (error ?? {}) as FailureLike;
  const messages = (failure.errors ?? []).map((item) => item.message).filter((message): message is string => Boolean(message));
  if (messages.length > 0) return messages.join('; ').slice(0, 500);
  if (error instanceof DeadlineExceeded || error instanceof QuotaExhausted || error instanceof RetryLater) return error.message;
  return 'Google Ads did not answer as expected';
}

/** Our own deadline ran out before Google answered. */
export class DeadlineExceeded extends Error {
  constructor(what: string, ms: number) {
    super(`Google Ads did not answer ${what} within ${Math.round(ms / 1000)} s`);
    this.name = 'DeadlineExceeded';
  }
}

/** The Cloud project's daily operation quota would be passed. */
export class QuotaExhausted extends Error {
  constructor(limit: number) {
    super(`The daily Google Ads operation quota (${limit.toLocaleString('en-US')}) is used up; work resumes tomorrow (UTC)`);
    this.name = 'QuotaExhausted';
  }
}

/** Google asked for a wait longer than a call may block: the work is left to the job's next run. */
export class RetryLater extends Error {
  constructor(
    what: string,
    readonly delayMs: number,
  ) {
    super(`Google Ads asked AdPilot to wait ${Math.ceil(delayMs / 1000)} s before it may ${what} again`);
    this.name = 'RetryLater';
  }
}
