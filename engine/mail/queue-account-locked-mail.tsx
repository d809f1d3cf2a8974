import { describeWait } from '../accounts/sign-in-delay';
import type { EngineContext } from '../engine-context';
import { mailKeyTaken, productUrl, queueMail } from './queue-mail';
import { renderMail } from './render-mail';
import { AccountLockedMail, accountLockedSubject } from './templates/account-locked-mail';

/**
 * Tells the owner that failed sign-ins locked their account, the first time in a (UTC) day:
 * `alert:account-locked:<userId>:<YYYY-MM-DD>`, so a long attack sends one mail a day, not one per
 * lock. An e-mail without an account gets nothing (and the caller does not wait to find out).
 */
export async function queueAccountLockedMail(ctx: EngineContext, email: string, waitMs: number): Promise<string | null> {
  const [user] = await ctx.db.query<{ id: string; email: string; first_name: string | null }>(
    'select id, email, first_name from users where email = $1',
    [email.trim().toLowerCase()],
  );
  if (!user) return null;
  const key = `alert:account-locked:${user.id}:${new Date(ctx.clock()).toISOString().slice(0, 10)}`;
  if (await mailKeyTaken(ctx, key)) return null;
  const mail = await renderMail(
    accountLockedSubject(),
    <AccountLockedMail firstName={user.first_name} wait={describeWait(waitMs)} signInUrl={productUrl(ctx, '/signin')} />,
  );
  return queueMail(ctx, { key, kind: 'account-locked', userId: user.id, businessId: null, to: user.email, mail });
}
