import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The whole message as the client sent it (headers, MIME parts). */
  raw: string;
}

export interface FakeSmtp {
  url: string;
  received: ReceivedMail[];
  /** The next `count` messages are refused with a temporary error (451), as a busy server does. */
  refuseNext(count: number): void;
  refused: number;
  /** Resolves with the first mail to `to` whose subject matches, or rejects after `timeoutMs`. */
  waitFor(to: string, subject: RegExp, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port (no TLS, no auth) that keeps what it receives. */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  let refuse = 0;
  const state = { refused: 0 };
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuse > 0) {
          refuse--;
          state.refused++;
          const error = Object.assign(new Error('Try again later (fake SMTP refusal)'), { responseCode: 451 });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = decodeHeader(/^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(raw)?.[1] ?? '');
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), subject, raw });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const find = (to: string, subject: RegExp) => received.find((mail) => mail.to.includes(to) && subject.test(mail.subject));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(count) {
      refuse = count;
    },
    get refused() {
      return state.refused;
    },
    waitFor(to, subject, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = find(to, subject);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms (received: ${received.map((m) => `${m.to} "${m.subject}"`).join('; ') || 'none'})`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A header as written: folded lines joined, RFC 2047 encoded words (=?UTF-8?Q?…?= / ?B?) decoded. */
function decodeHeader(value: string): string {
  return value
    .replace(/\r\n[ \t]/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))), 'latin1').toString('utf8'),
    );
}
