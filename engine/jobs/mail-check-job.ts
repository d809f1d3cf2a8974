import type { EngineContext } from '../engine-context';
import { mailRecipients } from '../mail/mail-recipients';
import { queueAlerts } from '../mail/queue-alerts';
import { queueWeeklyReportIfDue } from '../mail/queue-weekly-report';

/**
 * The hourly look for mail to send (docs/mail.md): each business's weekly report when its day has
 * come, and its alert events. Each business on its own: one that fails is counted and costs the
 * others nothing; the next hourly run tries it again, and the mails' keys keep everything once-only.
 */
export async function checkMail(ctx: EngineContext, businessIds: readonly string[]): Promise<{ weekly: number; alerts: number; failed: number }> {
  let weekly = 0;
  let alerts = 0;
  let failed = 0;
  for (const recipient of await mailRecipients(ctx.db, businessIds)) {
    try {
      const result = await checkMailOfRecipient(ctx, recipient);
      weekly += result.weekly;
      alerts += result.alerts;
    } catch {
      failed++;
    }
  }
  return { weekly, alerts, failed };
}

/** One business at the engine's clock (a demo business's simulated hour inside its own time). */
export async function checkMailOfBusiness(ctx: EngineContext, businessId: string): Promise<{ weekly: number; alerts: number }> {
  const [recipient] = await mailRecipients(ctx.db, [businessId]);
  return recipient ? checkMailOfRecipient(ctx, recipient) : { weekly: 0, alerts: 0 };
}

async function checkMailOfRecipient(ctx: EngineContext, recipient: Awaited<ReturnType<typeof mailRecipients>>[number]) {
  const nowMs = ctx.clock();
  const weekly = (await queueWeeklyReportIfDue(ctx, recipient, nowMs)) ? 1 : 0;
  return { weekly, alerts: await queueAlerts(ctx, recipient, nowMs) };
}
