import nodemailer, { type Transporter } from 'nodemailer';

export interface MailOptions {
  /** SMTP_URL (smtp://user:pass@host:587, smtps://… for TLS from the start); unset: mail is kept in the database only. */
  smtpUrl?: string;
  /** MAIL_FROM: the sender, e.g. `AdPilot <hello@example.com>`. */
  from?: string;
  /** PUBLIC_URL, or the app's own origin once it listens: the links in the mails point there. */
  baseUrl?: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

/** How mail leaves the process: SMTP when configured, otherwise nowhere (the mails table and the viewer). */
export interface MailService {
  readonly mode: 'smtp' | 'outbox';
  readonly from: string;
  /** Where the mails' links point (no trailing slash). */
  baseUrl(): string;
  setBaseUrl(url: string): void;
  /** Hands one mail to the SMTP server; throws what the server answered when it refuses. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export const DEFAULT_MAIL_FROM = 'AdPilot <no-reply@adpilot.localhost>';
/** A send that takes longer than this has failed (and is retried): an SMTP server that hangs must not hold a job for minutes. */
const SMTP_TIMEOUT_MS = 20_000;

export function createMailService(options: MailOptions = {}): MailService {
  let base = (options.baseUrl ?? 'http://localhost:5000').replace(/\/$/, '');
  const from = options.from ?? DEFAULT_MAIL_FROM;
  const transport: Transporter | null = options.smtpUrl
    ? nodemailer.createTransport(withTimeouts(options.smtpUrl))
    : null;
  return {
    mode: transport ? 'smtp' : 'outbox',
    from,
    baseUrl: () => base,
    setBaseUrl(url) {
      base = url.replace(/\/$/, '');
    },
    async send(mail) {
      if (!transport) throw new Error('No SMTP_URL: mail is kept in the database, not sent');
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text, headers: mail.headers });
    },
    close() {
      transport?.close();
    },
  };
}

/** The SMTP URL with connection, greeting and socket timeouts unless it sets its own. */
function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const name of ['connectionTimeout', 'greetingTimeout', 'socketTimeout']) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(SMTP_TIMEOUT_MS));
  }
  return url.toString();
}

/** The start-up banner's line for e-mail. */
export function describeMailMode(options: MailOptions, viewerUrl: string): string {
  if (!options.smtpUrl) return `kept in the database, not sent (no SMTP_URL); mail viewer for administrators at ${viewerUrl}`;
  const url = new URL(options.smtpUrl);
  return `SMTP via ${url.host} from ${options.from ?? DEFAULT_MAIL_FROM}; every mail also recorded (${viewerUrl})`;
}
