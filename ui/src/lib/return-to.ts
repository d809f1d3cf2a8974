/**
 * Open-redirect guard for `returnTo`: only a same-origin path is allowed. `//evil.com` and
 * `/\evil.com` are protocol-relative to browsers, so they are refused, as is anything with
 * control characters (browsers strip tabs and newlines from URLs, which can turn `/\t/` into `//`).
 */
export function safeReturnTo(value: string | null | undefined, fallback = '/'): string {
  if (!value?.startsWith('/')) return fallback;
  if (value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  return value;
}

/** The login endpoint for a browser navigation that comes back to `path` afterwards. */
export function loginUrl(path: string): string {
  return `/api/login?returnTo=${encodeURIComponent(safeReturnTo(path))}`;
}
