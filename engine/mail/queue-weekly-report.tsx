import { addDays, hourOfDay, isoDate } from '../budget/month-calendar';
import type { EngineContext } from '../engine-context';
import { getBusinessById } from '../queries/get-my-business';
import { isoWeek, weekdayOf } from './iso-week';
import type { MailRecipient } from './mail-recipients';
import { mailKeyTaken, productUrl, queueMail } from './queue-mail';
import { renderMail } from './render-mail';
import { WeeklyReportMail, type WeeklyReportMailProps, weeklyReportSubject } from './templates/weekly-report-mail';
import { signUnsubscribeToken, unsubscribeSecret } from './unsubscribe-token';

/** The report goes out from this local hour of its day on (the night's figures are in by then). */
export const WEEKLY_REPORT_HOUR = 8;

const ROUND_STATES: Record<string, (round: number, since: string | null) => string> = {
  testing: (round, since) => `round ${round} is testing${since ? ` since ${since}` : ''}`,
  evaluating: (round) => `round ${round} is being decided now`,
  awaitingApproval: (round) => `round ${round} is decided; the next round waits for your approval`,
  complete: () => 'the tournament is complete: the champion runs on its own',
  stopped: () => 'the tournament is stopped',
};

/**
 * Queues the weekly report when the business's own clock (simulated for a demo business) is on the
 * owner's day, from 08:00 local: the 7 days before today against the 7 before those. Once per ISO
 * week (`weekly:<businessId>:<isoWeek>`), whichever hourly run or simulated hour gets there first;
 * the first one once the business has a full week of figures.
 */
export async function queueWeeklyReportIfDue(ctx: EngineContext, recipient: MailRecipient, nowMs: number): Promise<string | null> {
  if (recipient.weeklyReportDay === null) return null;
  const today = isoDate(nowMs, recipient.timeZone);
  if (weekdayOf(today) !== recipient.weeklyReportDay || hourOfDay(nowMs, recipient.timeZone) < WEEKLY_REPORT_HOUR) return null;
  const key = `weekly:${recipient.businessId}:${isoWeek(today)}`;
  if (await mailKeyTaken(ctx, key)) return null;
  const props = await weeklyReportProps(ctx, recipient, nowMs);
  if (!props) return null;
  const mail = await renderMail(weeklyReportSubject(recipient.businessName, props.period), <WeeklyReportMail {...props} />);
  return queueMail(ctx, { key, kind: 'weekly', userId: recipient.userId, businessId: recipient.businessId, to: recipient.email, mail });
}

async function weeklyReportProps(ctx: EngineContext, recipient: MailRecipient, nowMs: number): Promise<WeeklyReportMailProps | null> {
  const business = await getBusinessById(ctx.db, recipient.businessId, nowMs);
  if (!business) return null;
  const today = isoDate(nowMs, recipient.timeZone);
  const from = addDays(today, -7);
  const to = addDays(today, -1);
  const previousFrom = addDays(today, -14);
  // The first report comes after a full week of figures, not the day after the launch.
  const [first] = await ctx.db.query<{ date: string | null }>("select min(date) as date from metric_snapshots where business_id = $1 and level = 'campaign'", [recipient.businessId]);
  if (!first?.date || first.date > from) return null;
  const [figures] = await ctx.db.query<Record<'spend' | 'previous_spend' | 'clicks' | 'previous_clicks' | 'conversions' | 'previous_conversions', number>>(
    `select coalesce(sum(cost_micros) filter (where date >= $2), 0)::float8 / 1e6 as spend,
            coalesce(sum(cost_micros) filter (where date < $2), 0)::float8 / 1e6 as previous_spend,
            coalesce(sum(clicks) filter (where date >= $2), 0)::float8 as clicks,
            coalesce(sum(clicks) filter (where date < $2), 0)::float8 as previous_clicks,
            coalesce(sum(conversions) filter (where date >= $2), 0)::float8 as conversions,
            coalesce(sum(conversions) filter (where date < $2), 0)::float8 as previous_conversions
       from metric_snapshots where business_id = $1 and level = 'campaign' and date between $3 and $4`,
    [recipient.businessId, from, previousFrom, to],
  );
  const changes = await ctx.db.query<{ title: string; message: string }>(
    `select title, message from activity_logs
      where business_id = $1 and event_type <> 'metrics_sync' and created_at >= $2 and created_at < $3
      order by created_at desc limit 8`,
    [recipient.businessId, new Date(nowMs - 7 * 86_400_000), new Date(nowMs)],
  );
  const campaigns = await ctx.db.query<{ name: string; tournament_state: string; tournament_round: number; round_start_date: Date | null }>(
    'select name, tournament_state, tournament_round, round_start_date from campaigns where business_id = $1 order by created_at, name',
    [recipient.businessId],
  );
  const secret = await unsubscribeSecret(ctx.db);
  const day = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return {
    businessName: recipient.businessName,
    period: `${day(from)} – ${day(to)} ${to.slice(0, 4)}`,
    currencyCode: recipient.currencyCode,
    spend: { week: figures.spend, previous: figures.previous_spend },
    spentThisMonth: business.currentMonthAdSpend,
    monthlyBudget: business.monthlyBudget,
    clicks: { week: figures.clicks, previous: figures.previous_clicks },
    conversions: { week: figures.conversions, previous: figures.previous_conversions },
    changes,
    rounds: campaigns.map((campaign) => ({
      campaign: campaign.name,
      state: (ROUND_STATES[campaign.tournament_state] ?? ROUND_STATES.testing)(
        campaign.tournament_round,
        campaign.round_start_date ? day(isoDate(campaign.round_start_date.getTime(), recipient.timeZone)) : null,
      ),
    })),
    dashboardUrl: productUrl(ctx, '/dashboard'),
    settingsUrl: productUrl(ctx, '/settings'),
    unsubscribeUrl: productUrl(ctx, `/api/mail/unsubscribe?token=${signUnsubscribeToken(secret, recipient.userId, 'weekly')}`),
  };
}

