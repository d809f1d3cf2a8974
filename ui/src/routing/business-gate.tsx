import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { z } from 'zod';
import type { myBusinessResponseSchema } from '../../../schema/api/businesses';
import { useAuth } from '../auth/use-auth';
import { PageSpinner } from './require-auth';
import { setDisplayCurrency } from '../pages/dashboard/number-format';

/** GET /api/businesses/me: the owner's business, or null while onboarding is still needed. */
export const MY_BUSINESS_QUERY_KEY = ['/api/businesses/me'] as const;

/** The current business; the query runs only for a signed-in user (SPEC section 6). */
export function useMyBusiness() {
  const { isAuthenticated } = useAuth();
  const query = useQuery<z.infer<typeof myBusinessResponseSchema>>({ queryKey: MY_BUSINESS_QUERY_KEY, enabled: isAuthenticated });
  // Every amount on screen is in the business's account currency (idempotent, so safe while rendering).
  setDisplayCurrency(query.data?.currencyCode);
  return query;
}

/**
 * The business redirects of SPEC section 2:
 * - `requires="business"` (dashboard): a signed-in user with no business goes to /onboarding.
 * - `requires="no-business"` (onboarding): a signed-in user who has a business goes to /dashboard.
 * If the business cannot be loaded, the page is shown and deals with the error itself.
 */
export function BusinessGate({ requires, children }: { requires: 'business' | 'no-business'; children: ReactNode }) {
  const { isAuthenticated, isLoading } = useAuth();
  const business = useMyBusiness();
  // Nothing is shown until the session is known: a page shown meanwhile would be taken down for the
  // business's spinner once the session arrives, and its start-up work (a payment setup, a preview)
  // done twice.
  if (isLoading) return <PageSpinner />;
  if (!isAuthenticated) return children;
  if (business.isLoading) return <PageSpinner />;
  if (requires === 'business' && business.data === null) return <Navigate to="/onboarding" replace />;
  if (requires === 'no-business' && business.data) return <Navigate to="/dashboard" replace />;
  return children;
}
