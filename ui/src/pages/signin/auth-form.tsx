import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Button, Callout, Flex } from '@radix-ui/themes';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { PASSWORD_MIN_LENGTH, signInRequestSchema, signUpRequestSchema } from '../../../../schema/auth';
import { apiRequest } from '../../lib/query-client';
import { describeAuthError, type FieldErrors, fieldErrorsFromZod } from './auth-errors';
import { FormField } from './form-field';

export type AuthFormMode = 'signin' | 'signup';

/**
 * E-mail and password form for built-in accounts. Validates with the shared schemas first, then
 * posts; on success reloads the whole app at `returnTo` so every query sees the new session.
 */
export function AuthForm({ mode, returnTo }: { mode: AuthFormMode; returnTo: string }) {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [navigating, setNavigating] = useState(false);
  const isSignUp = mode === 'signup';

  const submit = useMutation({
    mutationFn: (body: unknown) => apiRequest('POST', isSignUp ? '/api/auth/signup' : '/api/auth/signin', body),
    onSuccess: () => {
      setNavigating(true);
      window.location.href = returnTo;
    },
    onError: (error) => setFieldErrors(describeAuthError(error).fields),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const raw = {
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
      ...(isSignUp && String(form.get('firstName') ?? '').trim() ? { firstName: String(form.get('firstName')) } : {}),
    };
    const parsed = (isSignUp ? signUpRequestSchema : signInRequestSchema).safeParse(raw);
    submit.reset();
    if (!parsed.success) {
      setFieldErrors(fieldErrorsFromZod(parsed.error));
      return;
    }
    setFieldErrors({});
    submit.mutate(parsed.data);
  };

  const busy = submit.isPending || navigating;
  const serverError = submit.isError ? describeAuthError(submit.error).message : null;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={isSignUp ? 'Create account' : 'Sign in'}>
      <Flex direction="column" gap="4">
        {serverError && (
          <Callout.Root color="red" role="alert" data-testid="callout-auth-error">
            <Callout.Icon>
              <ExclamationTriangleIcon />
            </Callout.Icon>
            <Callout.Text>{serverError}</Callout.Text>
          </Callout.Root>
        )}
        {isSignUp && (
          <FormField
            id="first-name"
            name="firstName"
            label="First name (optional)"
            autoComplete="given-name"
            data-testid="input-first-name"
            error={fieldErrors.firstName}
          />
        )}
        <FormField
          id="email"
          name="email"
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@business.com"
          data-testid="input-email"
          error={fieldErrors.email}
        />
        <FormField
          id="password"
          name="password"
          label="Password"
          type="password"
          autoComplete={isSignUp ? 'new-password' : 'current-password'}
          data-testid="input-password"
          hint={isSignUp ? `At least ${PASSWORD_MIN_LENGTH} characters` : undefined}
          error={fieldErrors.password}
        />
        <Button
          type="submit"
          size="3"
          loading={busy}
          data-testid={isSignUp ? 'button-sign-up' : 'button-sign-in'}
          className="auth-submit"
        >
          {isSignUp ? 'Create account' : 'Sign in'}
        </Button>
      </Flex>
    </form>
  );
}
