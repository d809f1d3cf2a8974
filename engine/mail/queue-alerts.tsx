import { monthPosition } from '../budget/month-calendar';
import type { EngineContext } from '../engine-context';
import { getBusinessById } from '../queries/get-my-business';
import type { MailRecipient } from './mail-recipients';
import { mailKeyTaken, productUrl, queueMail } from './queue-mail';
import { renderMail } from './render-mail';
import { ALWAYS_SENT_ALERTS, type AlertKind, AlertMail, alertSubject } from './templates/alert-mail';
import { signUnsubscribeToken, unsubscribeSecret } from './unsubscribe-token';

/** A round waits this long for the owner before they are reminded by mail. */
export const ROUND_APPROVAL_REMINDER_MS = 24 * 3_600_000;
const DAY_MS = 86_400_000;

interface AlertEvent {
  kind: AlertKind;
  /** Names the one event: the alert's key is `alert:<kind>:<eventId>`. */
  eventId: string;
  detail: string;
  actionPath: string;
}

/**
 * Finds the business's alert events and queues one mail per event, never two of one kind to the
 * same owner within a day (a second event of that kind waits for a later hourly run: delayed, not
 * lost). Alerts that are not about money or security respect the owner's unsubscribe.
 */
export async function queueAlerts(ctx: EngineContext, recipient: MailRecipient, nowMs: number): Promise<number> {
  let queued = 0;
  for (const event of await findAlertEvents(ctx, recipient, nowMs)) {
    const optional = !ALWAYS_SENT_ALERTS.includes(event.kind);
    if (optional && !recipient.alerts) continue;
    const key = `alert:${event.kind}:${event.eventId}`;
    if (await mailKeyTaken(ctx, key)) continue;
    const recent = await ctx.db.query('select 1 from mails where user_id = $1 and kind = $2 and created_at > $3 limit 1', [recipient.userId, `alert:${event.kind}`, new Date(nowMs - DAY_MS)]);
    if (recent.length > 0) continue;
    const unsubscribeUrl = optional
      ? productUrl(ctx, `/api/mail/unsubscribe?token=${signUnsubscribeToken(await unsubscribeSecret(ctx.db), recipient.userId, 'alerts')}`)
      : undefined;
    const mail = await renderMail(
      alertSubject(event.kind),
      <AlertMail kind={event.kind} businessName={recipient.businessName} detail={event.detail} actionUrl={productUrl(ctx, event.actionPath)} unsubscribeUrl={unsubscribeUrl} />,
    );
    if (await queueMail(ctx, { key, kind: `alert:${event.kind}`, userId: recipient.userId, businessId: recipient.businessId, to: recipient.email, mail })) queued++;
  }
  return queued;
}

async function findAlertEvents(ctx: EngineContext, recipient: MailRecipient, nowMs: number): Promise<AlertEvent[]> {
  const money = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: recipient.currencyCode }).format(cents / 100);
  const events: AlertEvent[] = [];
  // 'requires_action' is the billing's name for a fee awaiting 3-D Secure; compared as text so either set of statuses works.
  const charges = await ctx.db.query<{ id: string; status: string; month: string; fee_cents: number }>(
    "select id, status::text as status, month, fee_cents from billing_charges where business_id = $1 and status::text in ('failed', 'requires_action')",
    [recipient.businessId],
  );
  for (const charge of charges) {
    const failed = charge.status === 'failed';
    events.push({
      kind: failed ? 'fee-failed' : 'fee-needs-confirmation',
      eventId: charge.id,
      detail: `The service fee of ${money(charge.fee_cents)} for ${charge.month} ${failed ? 'was declined' : 'needs your confirmation'}.`,
      // The Billing page shows the fee's state and the card; a fee awaiting 3-D Secure has its own confirmation page.
      actionPath: failed ? '/billing' : `/billing/confirm/${charge.id}`,
    });
  }
  const [connection] = await ctx.db.query<{ broken_at: Date | null; broken_reason: string | null }>(
    "select broken_at, broken_reason from google_ads_connections where user_id = $1 and status = 'broken'",
    [recipient.userId],
  );
  if (connection) {
    events.push({
      kind: 'google-access-lost',
      eventId: `${recipient.userId}:${connection.broken_at?.getTime() ?? 0}`,
      detail: `Google answered that ${connection.broken_reason ?? 'the access you gave AdPilot no longer works'}.`,
      actionPath: '/settings',
    });
  }
  const ads = await ctx.db.query<{ id: string; variant: string; campaign: string; topics: string[] | null }>(
    `select a.id, a.variant, c.name as campaign, array(select jsonb_array_elements_text(coalesce(a.policy->'topics', '[]'::jsonb))) as topics
       from ads a join ad_groups g on g.id = a.ad_group_id join campaigns c on c.id = g.campaign_id
      where c.business_id = $1 and a.policy->>'approval' = 'DISAPPROVED'`,
    [recipient.businessId],
  );
  for (const ad of ads) {
    const reason = ad.topics?.length ? ad.topics.map((topic) => topic.toLowerCase().replaceAll('_', ' ')).join(', ') : 'no reason given';
    events.push({ kind: 'ad-disapproved', eventId: ad.id, detail: `Ad ${ad.variant} of “${ad.campaign}” was disapproved (${reason}).`, actionPath: '/dashboard' });
  }
  const waiting = await ctx.db.query<{ id: string; name: string; tournament_round: number; since: Date | null }>(
    `select c.id, c.name, c.tournament_round,
            coalesce((select max(j.at) from tournament_journal j where j.campaign_id = c.id and j.state_after = 'awaitingApproval' and j.state_before <> 'awaitingApproval'), c.round_start_date) as since
       from campaigns c where c.business_id = $1 and c.tournament_state = 'awaitingApproval'`,
    [recipient.businessId],
  );
  for (const campaign of waiting) {
    if (!campaign.since || nowMs - campaign.since.getTime() < ROUND_APPROVAL_REMINDER_MS) continue;
    const days = Math.floor((nowMs - campaign.since.getTime()) / DAY_MS);
    events.push({
      kind: 'round-awaiting-approval',
      eventId: `${campaign.id}:${campaign.tournament_round}`,
      detail: `“${campaign.name}” has waited ${days === 1 ? 'a day' : `${days} days`} for you to approve its next round.`,
      actionPath: '/dashboard',
    });
  }
  const business = await getBusinessById(ctx.db, recipient.businessId, nowMs);
  const position = monthPosition(nowMs, recipient.timeZone);
  if (business && business.monthlyBudget > 0 && business.currentMonthAdSpend >= business.monthlyBudget && position.daysLeft > 1) {
    events.push({
      kind: 'budget-used-up',
      eventId: `${recipient.businessId}:${position.month}`,
      detail: `${money(Math.round(business.currentMonthAdSpend * 100))} of your ${money(Math.round(business.monthlyBudget * 100))} budget is spent with ${position.daysLeft} days of ${position.month} left.`,
      actionPath: '/settings',
    });
  }
  return events;
}
