import type { Next } from 'koa';
import type { AppContext } from '../context';

export interface SecurityHeaderOptions {
  /** Stripe is configured: its script, frames and API join the policy (docs/security.md). */
  stripe: boolean;
  /** TLS is in front (TRUST_PROXY): HSTS on the requests that came through it. */
  trustProxy: boolean;
}

const STRIPE_SCRIPTS = ['https://js.stripe.com'];
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_CONNECT = ['https://api.stripe.com'];

/**
 * The Content-Security-Policy the UI needs and nothing more: our own scripts (the built bundle has
 * no inline script), Stripe's only when Stripe is configured. Styles allow 'unsafe-inline' because
 * Radix primitives (ScrollArea, Select) render small <style> elements; scripts never do.
 */
export function contentSecurityPolicy(options: Pick<SecurityHeaderOptions, 'stripe'>): string {
  const stripe = (hosts: string[]) => (options.stripe ? hosts : []);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...stripe(STRIPE_SCRIPTS)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    // 'self' covers the Socket.IO WebSocket on the same host (ws:/wss: match 'self' in CSP 3).
    'connect-src': ["'self'", ...stripe(STRIPE_CONNECT)],
    'frame-src': options.stripe ? STRIPE_FRAMES : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Security headers on every response, set before anything else runs so that errors, static files
 * and API answers all carry them: the CSP, framing refused twice (frame-ancestors for current
 * browsers, X-Frame-Options for old ones), no MIME sniffing, a strict referrer, and HSTS when TLS is
 * in front.
 */
export function securityHeaders(options: SecurityHeaderOptions) {
  const policy = contentSecurityPolicy(options);
  return async (ctx: AppContext, next: Next) => {
    ctx.set('Content-Security-Policy', policy);
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    // Browsers ignore HSTS over plain HTTP; behind a TLS proxy `ctx.secure` reads X-Forwarded-Proto.
    if (options.trustProxy && ctx.secure) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    return next();
  };
}
