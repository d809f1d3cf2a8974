import type { ErrorBody } from '../../../schema/errors';

/**
 * A non-2xx response. `message` keeps SPEC section 8's generic format (`401: body text`);
 * `body` holds the parsed server error (code, user-facing message, field messages) when the
 * server sent one, so screens can show the server's own words.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly body: ErrorBody | undefined,
  ) {
    super(message);
  }
}

/** Throws an ApiError for any non-success response; returns the response untouched otherwise. */
export async function throwIfResNotOk(res: Response): Promise<Response> {
  if (res.ok) return res;
  const text = await res.text().catch(() => '');
  throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, await parseErrorBody(text));
}

async function parseErrorBody(text: string): Promise<ErrorBody | undefined> {
  if (!text) return undefined;
  try {
    // Loaded on the first error only: zod is about 24 KB gzip the landing page would otherwise carry.
    const { errorBodySchema } = await import('../../../schema/errors');
    const parsed = errorBodySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The message to show a person: the server's own message when it sent one, else the fallback. */
export function userMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.body?.message) return error.body.message;
  return fallback;
}
