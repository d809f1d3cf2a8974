import { defineEntity, p } from '@mikro-orm/core';
import { Business } from './business';
import { User } from './user';

/**
 * One e-mail the product sends (engine/mail/, docs/mail.md). `key` names the event it is about
 * (`welcome:<userId>`, `weekly:<businessId>:<isoWeek>`, `alert:<kind>:<eventId>`): unique, so one
 * event is mailed once whatever retries or hourly runs happen. Without SMTP the mail stays `kept`
 * here and the mail viewer (/mail) shows it; with SMTP it goes `queued` → `sending` → `sent`, or
 * `retrying` / `failed` with the attempts and the last error.
 */
export const Mail = defineEntity({
  name: 'Mail',
  tableName: 'mails',
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    key: p.string().length(200).unique(),
    kind: p.string().length(40),
    user: p.manyToOne(User).deleteRule('cascade').index(),
    business: p.manyToOne(Business).nullable().deleteRule('cascade'),
    toAddress: p.string().length(320),
    subject: p.text(),
    html: p.text(),
    text: p.text(),
    status: p.enum(['queued', 'sending', 'sent', 'retrying', 'failed', 'kept'] as const),
    attempts: p.integer().default(0),
    lastError: p.text().nullable(),
    createdAt: p.datetime(),
    claimedAt: p.datetime().nullable(),
    sentAt: p.datetime().nullable(),
  },
  indexes: [{ properties: ['createdAt'] }],
});
export type MailEntity = InstanceType<typeof Mail.class>;

/**
 * What an owner wants mailed: the weekly report's day (0 Sunday … 6 Saturday, in the business's
 * time zone; null = off) and the alerts that are not about money or security (off by unsubscribe).
 * No row means the defaults: weekly report on Monday, alerts on.
 */
export const MailPreferences = defineEntity({
  name: 'MailPreferences',
  tableName: 'mail_preferences',
  properties: {
    user: p.oneToOne(User).primary().deleteRule('cascade'),
    weeklyReportDay: p.smallint().nullable(),
    alerts: p.boolean().default(true),
    updatedAt: p.datetime(),
  },
});
