import type { EntityManager } from '@mikro-orm/postgresql';
import type Koa from 'koa';
import type { Logger } from './logger';

/** What every request carries in `ctx.state`. */
export interface AppState {
  requestId: string;
  log: Logger;
  /** A fork of the ORM's entity manager for this request only. */
  em: EntityManager;
  /** Set by `requireUser()`. */
  userId?: string;
}

export interface SessionData {
  userId?: string;
  /** OpenID Connect sign-in in flight: PKCE verifier, state and where to go after. */
  oidc?: { codeVerifier: string; state: string; nonce: string; returnTo: string };
  /** Google Ads OAuth in flight. */
  googleOAuth?: Record<string, unknown>;
  /** The Tag Manager consent in progress (a separate one: both may not overwrite each other). */
  tagManagerOAuth?: Record<string, unknown>;
}

/** koa-session's session object (it ships no Koa augmentation of its own). */
export type Session = SessionData & {
  isNew?: boolean;
  regenerate(): Promise<void> | undefined;
  save(): Promise<void> | undefined;
};

export type AppContext = Koa.ParameterizedContext<AppState> & { session: Session | null };
