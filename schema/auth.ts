import { z } from 'zod';

/** GET /api/auth/user: the signed-in user (SPEC section 3, "Current user"). */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const PASSWORD_MIN_LENGTH = 8;

/** POST /api/auth/signup: built-in accounts, used when no OpenID Connect provider is configured. */
export const signUpRequestSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email({ message: 'Enter a valid e-mail address' })),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, { message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
    .max(200, { message: 'Password must be at most 200 characters' }),
  firstName: z.string().trim().max(80).optional(),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

/** POST /api/auth/signin. */
export const signInRequestSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, { message: 'E-mail is required' }),
  password: z.string().min(1, { message: 'Password is required' }),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** GET /api/auth/mode: which sign-in the server offers, so the sign-in page shows the right form. */
export const authModeSchema = z.object({ mode: z.enum(['builtin', 'oidc']) });
export type AuthMode = z.infer<typeof authModeSchema>;

/** The one message for any failed sign-in, so that it does not tell which e-mails have accounts. */
export const INVALID_CREDENTIALS_MESSAGE = 'Incorrect e-mail or password';

/** POST /api/logout's answer: the session is gone (and the owner's sockets closed). */
export const logoutResponseSchema = z.object({ signedOut: z.literal(true) });
