/** A same-origin path to go to after sign-in; anything else (absolute URLs, `//host`) becomes '/'. */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  return value.slice(0, 2_000);
}
