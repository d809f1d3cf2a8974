import { Heading } from '@react-email/heading';
import { MAIL_COLORS, MailLayout, Paragraph } from './mail-layout';

/** Every alert, its subject, what it says and where its link goes (docs/mail.md). */
export const ALERT_KINDS = ['fee-failed', 'fee-needs-confirmation', 'google-access-lost', 'ad-disapproved', 'round-awaiting-approval', 'budget-used-up'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** Alerts about money or the account's security are always sent; the others can be unsubscribed from. */
export const ALWAYS_SENT_ALERTS: readonly AlertKind[] = ['fee-failed', 'fee-needs-confirmation', 'google-access-lost'];

export interface AlertMailProps {
  kind: AlertKind;
  businessName: string;
  /** The event in words (the amount, the ad, the campaign, Google's reason). */
  detail: string;
  actionUrl: string;
  unsubscribeUrl?: string;
}

const ALERTS: Record<AlertKind, { subject: string; heading: string; body: string; action: string }> = {
  'fee-failed': {
    subject: 'Your AdPilot fee could not be charged',
    heading: 'The monthly fee could not be charged',
    body: 'Your bank declined the card on file. Please replace the card so that your campaigns keep running.',
    action: 'Replace your card',
  },
  'fee-needs-confirmation': {
    subject: 'Please confirm your AdPilot fee payment',
    heading: 'Your bank asks you to confirm the fee',
    body: 'Your bank wants you to confirm this payment (3-D Secure) before it goes through. It takes a moment.',
    action: 'Confirm the payment',
  },
  'google-access-lost': {
    subject: 'AdPilot lost access to your Google Ads account',
    heading: 'We can no longer reach your Google Ads account',
    body: 'Until you reconnect, AdPilot cannot watch the budget, improve the ads or read the results.',
    action: 'Reconnect Google Ads',
  },
  'ad-disapproved': {
    subject: 'Google disapproved one of your ads',
    heading: 'An ad was disapproved by Google',
    body: 'The ad cannot serve and has left its tournament; the next challengers are written with Google’s reason in mind. Nothing else is needed from you.',
    action: 'See the ad',
  },
  'round-awaiting-approval': {
    subject: 'A new ad round is waiting for your approval',
    heading: 'A round has been waiting for you for more than a day',
    body: 'The last round is decided and the next challengers are ready. Look them over and start the round: until then the champion keeps running alone.',
    action: 'Review the next round',
  },
  'budget-used-up': {
    subject: 'Your monthly ad budget is used up',
    heading: 'This month’s budget is spent',
    body: 'Your ads are paused until the new month starts, so you never spend more than your budget. Raise the budget in Settings if you want them to keep running.',
    action: 'Change the budget',
  },
};

export const alertSubject = (kind: AlertKind) => ALERTS[kind].subject;

/** One alert: what happened, what it means, one link to where it is handled. */
export function AlertMail({ kind, businessName, detail, actionUrl, unsubscribeUrl }: AlertMailProps) {
  const alert = ALERTS[kind];
  return (
    <MailLayout preview={detail} action={{ label: alert.action, href: actionUrl }} unsubscribeUrl={unsubscribeUrl}>
      <Heading as="h1" style={{ fontSize: 20, margin: '0 0 12px', color: ALWAYS_SENT_ALERTS.includes(kind) ? MAIL_COLORS.danger : MAIL_COLORS.text }}>
        {alert.heading}
      </Heading>
      <Paragraph muted>{businessName}</Paragraph>
      <Paragraph>{detail}</Paragraph>
      <Paragraph>{alert.body}</Paragraph>
    </MailLayout>
  );
}
