import type { Billing } from '../../engine/billing/billing';
import { User } from '../../engine/db/entities';
import { errors } from '../../schema/errors';
import { type AppRouter, route } from '../route';
import type { EngineRouteDeps } from './engine-routes';

/** Settings → Your data: download everything, or delete the account behind a typed confirmation. */
export function registerAccountRoutes(router: AppRouter, { engine, billing }: EngineRouteDeps & { billing: Billing }): void {
  route(router, 'exportAccount', async (ctx, { userId }) => {
    ctx.set('Content-Disposition', 'attachment; filename="adpilot-export.json"');
    return engine.commands.exportAccount(userId);
  });

  route(router, 'deleteAccount', async (ctx, { userId, body }) => {
    const user = await ctx.state.em.findOne(User, { id: userId });
    if (!user) throw errors.notFound('Account not found');
    if (body.confirmEmail.toLowerCase() !== user.email.toLowerCase()) {
      throw errors.validation('The e-mail address does not match this account', { confirmEmail: 'Type the e-mail address you sign in with' });
    }
    // The card at the payment provider first: if that fails, nothing is deleted and the owner can retry.
    await billing.forgetOwner({ userId, email: user.email });
    const { rows } = await engine.commands.deleteAccount(userId);
    ctx.session = null;
    return { deleted: true as const, rows };
  });
}
