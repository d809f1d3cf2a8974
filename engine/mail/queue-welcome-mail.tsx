import type { EngineContext } from '../engine-context';
import { mailKeyTaken, productUrl, queueMail } from './queue-mail';
import { renderMail } from './render-mail';
import { WelcomeMail, welcomeSubject } from './templates/welcome-mail';

/** The welcome mail after sign-up, once per account (`welcome:<userId>`). */
export async function queueWelcomeMail(ctx: EngineContext, userId: string): Promise<string | null> {
  const key = `welcome:${userId}`;
  if (await mailKeyTaken(ctx, key)) return null;
  const [user] = await ctx.db.query<{ email: string; first_name: string | null }>('select email, first_name from users where id = $1', [userId]);
  if (!user) return null;
  const mail = await renderMail(welcomeSubject(), <WelcomeMail firstName={user.first_name} startUrl={productUrl(ctx, '/onboarding')} />);
  return queueMail(ctx, { key, kind: 'welcome', userId, businessId: null, to: user.email, mail });
}
