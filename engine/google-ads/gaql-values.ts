/**
 * Values in rows from `customer.query`: int64 fields arrive as strings over REST and as numbers (or
 * Longs) over gRPC; enums as names over REST and as numbers over gRPC. These read both.
 */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  if (value && typeof value === 'object' && 'toNumber' in value && typeof value.toNumber === 'function') return Number(value.toNumber());
  return 0;
}

export function toText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value);
}

/** An enum value's name: `enumName(enums.CustomerStatus, 2)` and `enumName(enums.CustomerStatus, 'ENABLED')` are both 'ENABLED'. */
export function enumName(enumObject: object, value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String((enumObject as Record<number, string>)[value] ?? value);
  return 'UNSPECIFIED';
}

/** `customers/123/adGroupAds/45~67` → '45~67'; `customers/123/campaigns/9` → '9'. */
export function resourceId(resourceName: string | null | undefined): string {
  const name = resourceName ?? '';
  return name.slice(name.lastIndexOf('/') + 1);
}

/** Digits only: '123-456-7890' → '1234567890'. */
export function normalizeCustomerId(value: string): string {
  return value.replace(/\D/g, '');
}
