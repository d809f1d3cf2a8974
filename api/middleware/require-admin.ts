import type { Next } from 'koa';
import { User } from '../../engine/db/entities';
import { errors } from '../../schema/errors';
import type { AppContext } from '../context';

/**
 * After `requireUser()`: lets only administrators through (their e-mail in ADMIN_EMAILS, the same
 * rule as `isAdmin` in the current user). Read per request, so removing someone from the list takes
 * effect at once, without waiting for their session to end.
 */
export function requireAdmin(adminEmails: readonly string[]) {
  return async (ctx: AppContext, next: Next) => {
    const userId = ctx.state.userId;
    if (!userId) throw errors.unauthorized();
    const user = await ctx.state.em.findOne(User, { id: userId }, { fields: ['email'] });
    if (!user || !adminEmails.includes(user.email.toLowerCase())) throw errors.forbidden('Only administrators can use the ops console');
    return next();
  };
}
