import { z } from 'zod';

/** The weekly report's day: 0 Sunday … 6 Saturday (the business's time zone), null = off. */
export const weeklyReportDaySchema = z.number().int().min(0, 'Choose a day of the week').max(6, 'Choose a day of the week').nullable();

/** Settings → E-mail: GET and POST /api/mail/preferences. */
export const mailPreferencesSchema = z.object({
  weeklyReportDay: weeklyReportDaySchema,
  /** Alerts that are not about money or security (ad disapproved, round waiting, budget used up). */
  alerts: z.boolean(),
});
export type MailPreferencesBody = z.infer<typeof mailPreferencesSchema>;

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'retrying', 'failed', 'kept'] as const;

export const mailSummarySchema = z.object({
  id: z.uuid(),
  key: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type MailSummary = z.infer<typeof mailSummarySchema>;

/** The mail viewer's list (GET /api/ops/mails): newest first, how mail leaves this server. */
export const mailListResponseSchema = z.object({
  mode: z.enum(['smtp', 'outbox']),
  mails: z.array(mailSummarySchema),
});
export type MailListResponse = z.infer<typeof mailListResponseSchema>;

/** One mail as sent (GET /api/ops/mails/:id). */
export const mailDetailResponseSchema = mailSummarySchema.extend({ html: z.string(), text: z.string() });
export type MailDetailResponse = z.infer<typeof mailDetailResponseSchema>;

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
