import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../../schema/auth';
import { getQueryFn } from '../lib/query-client';

export const AUTH_USER_QUERY_KEY = ['/api/auth/user'] as const;

/**
 * The signed-in user (SPEC section 4, "Authentication"): any data means signed in; a 401, or
 * any failure (API down), means signed out. Never retried.
 */
export function useAuth() {
  const { data, isLoading } = useQuery<CurrentUser | null>({
    queryKey: AUTH_USER_QUERY_KEY,
    queryFn: getQueryFn<CurrentUser>({ on401: 'returnNull' }),
    retry: false,
  });
  return { user: data ?? null, isLoading, isAuthenticated: Boolean(data) };
}

/** What the top bars call the user: first name, else e-mail (SPEC section 2, "Dashboard"). */
export function displayName(user: Pick<CurrentUser, 'firstName' | 'email'>): string {
  return user.firstName?.trim() || user.email;
}
