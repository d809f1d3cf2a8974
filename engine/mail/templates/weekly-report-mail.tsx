import { Column } from '@react-email/column';
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { MAIL_COLORS, MailLayout, Paragraph } from './mail-layout';

export interface WeekFigure {
  week: number;
  previous: number;
}

export interface WeeklyReportMailProps {
  businessName: string;
  /** e.g. '16 Nov – 22 Nov 2026' */
  period: string;
  currencyCode: string;
  spend: WeekFigure;
  spentThisMonth: number;
  monthlyBudget: number;
  clicks: WeekFigure;
  conversions: WeekFigure;
  /** What the engine changed and why (the week's activity log), newest first. */
  changes: { title: string; message: string }[];
  /** Each campaign's next round, in words. */
  rounds: { campaign: string; state: string }[];
  dashboardUrl: string;
  settingsUrl: string;
  unsubscribeUrl: string;
}

export const weeklyReportSubject = (businessName: string, period: string) => `Your week on Google Ads: ${businessName}, ${period}`;

/** '+12% vs the week before', 'same as the week before', 'new this week'. */
export function comparedWithWeekBefore({ week, previous }: WeekFigure): string {
  if (week === previous) return 'same as the week before';
  if (previous === 0) return 'none the week before';
  const change = Math.round(((week - previous) / previous) * 100);
  return `${change > 0 ? '+' : ''}${change}% vs the week before`;
}

function money(value: number, currencyCode: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currencyCode }).format(value);
}

function count(value: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(value);
}

function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <Column style={{ padding: '0 8px 0 0', verticalAlign: 'top' }}>
      <Text style={{ fontSize: 12, color: MAIL_COLORS.muted, margin: 0 }}>{label}</Text>
      <Text style={{ fontSize: 20, fontWeight: 700, margin: '2px 0' }}>{value}</Text>
      <Text style={{ fontSize: 12, color: MAIL_COLORS.muted, margin: 0 }}>{note}</Text>
    </Column>
  );
}

/** The weekly report: spend against budget, clicks and conversions against the week before, what changed and why, the rounds. */
export function WeeklyReportMail(props: WeeklyReportMailProps) {
  const { currencyCode } = props;
  return (
    <MailLayout
      preview={`${money(props.spend.week, currencyCode)} spent, ${count(props.clicks.week)} clicks, ${count(props.conversions.week)} conversions`}
      action={{ label: 'Open your dashboard', href: props.dashboardUrl }}
      unsubscribeUrl={props.unsubscribeUrl}
    >
      <Heading as="h1" style={{ fontSize: 22, margin: '0 0 4px' }}>
        Your week: {props.businessName}
      </Heading>
      <Paragraph muted>{props.period}</Paragraph>
      <Section style={{ margin: '8px 0 16px' }}>
        <Row>
          <Figure label="Spend" value={money(props.spend.week, currencyCode)} note={`${money(props.spentThisMonth, currencyCode)} of ${money(props.monthlyBudget, currencyCode)} this month`} />
          <Figure label="Clicks" value={count(props.clicks.week)} note={comparedWithWeekBefore(props.clicks)} />
          <Figure label="Conversions" value={count(props.conversions.week)} note={comparedWithWeekBefore(props.conversions)} />
        </Row>
      </Section>
      <Heading as="h2" style={{ fontSize: 16, margin: '16px 0 8px' }}>
        What AdPilot changed, and why
      </Heading>
      {props.changes.length === 0 ? (
        <Paragraph muted>No changes this week: the campaigns kept running as planned.</Paragraph>
      ) : (
        props.changes.map((change) => (
          <Text key={`${change.title}|${change.message}`} style={{ fontSize: 14, lineHeight: '20px', margin: '0 0 10px' }}>
            <strong>{change.title}</strong>
            <br />
            <span style={{ color: MAIL_COLORS.muted }}>{change.message}</span>
          </Text>
        ))
      )}
      <Heading as="h2" style={{ fontSize: 16, margin: '16px 0 8px' }}>
        Next round
      </Heading>
      {props.rounds.length === 0 ? (
        <Paragraph muted>No campaign is running yet.</Paragraph>
      ) : (
        props.rounds.map((round) => (
          <Text key={round.campaign} style={{ fontSize: 14, margin: '0 0 6px' }}>
            <strong>{round.campaign}</strong>: {round.state}
          </Text>
        ))
      )}
      <Paragraph muted>
        You get this report every week on the day you chose.{' '}
        <Link href={props.settingsUrl} style={{ color: MAIL_COLORS.accent }}>
          Change the day or turn it off
        </Link>
        .
      </Paragraph>
    </MailLayout>
  );
}
