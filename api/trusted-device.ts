import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from './context';

/**
 * The trusted-device cookie (docs/security.md "Password guessing"): set when a browser signs in
 * successfully, it lets that browser's correct password through while other people's failures hold
 * the account locked. Signed with the session keys (Koa's `.sig` cookie), HttpOnly, only sent to
 * /api/auth. One browser remembers up to MAX_ACCOUNTS accounts, each as `<e-mail tag>.<nonce>`: the
 * tag says which account (without naming it), the nonce is the device's own throttle row.
 */
const COOKIE = 'adpilot.device';
const MAX_ACCOUNTS = 5;
const MAX_AGE_MS = 180 * 24 * 3_600_000;

function emailTag(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);
}

function entriesOf(ctx: AppContext): { tag: string; nonce: string }[] {
  const value = ctx.cookies.get(COOKIE, { signed: true });
  if (!value) return [];
  return value
    .split('~')
    .map((entry) => entry.split('.'))
    .filter((parts): parts is [string, string] => parts.length === 2 && /^[\w-]{22}$/.test(parts[0]) && /^[\w-]{22}$/.test(parts[1]))
    .map(([tag, nonce]) => ({ tag, nonce }));
}

/** This browser's nonce for the account of `email`, if it signed in to it before; otherwise null. */
export function trustedDeviceNonce(ctx: AppContext, email: string): string | null {
  if (!email) return null;
  const tag = emailTag(email);
  return entriesOf(ctx).find((entry) => entry.tag === tag)?.nonce ?? null;
}

/** After a successful sign-in (or sign-up): this browser is trusted for this account, with a fresh nonce. */
export function rememberDevice(ctx: AppContext, email: string): void {
  const tag = emailTag(email);
  const entries = [{ tag, nonce: randomBytes(16).toString('base64url') }, ...entriesOf(ctx).filter((entry) => entry.tag !== tag)].slice(0, MAX_ACCOUNTS);
  ctx.cookies.set(COOKIE, entries.map((entry) => `${entry.tag}.${entry.nonce}`).join('~'), {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    path: '/api/auth',
    maxAge: MAX_AGE_MS,
    // Secure whenever the request came through TLS (directly, or a proxy trusted by TRUST_PROXY).
    secure: ctx.secure,
    overwrite: true,
  });
}
