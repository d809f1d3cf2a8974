import type { ReactNode } from 'react';

/**
 * HOOK POINT for the business redirects of SPEC section 2 (not built yet):
 * - `requires="business"` (dashboard): a signed-in user with no business goes to /onboarding.
 * - `requires="no-business"` (onboarding): a signed-in user who has a business goes to /dashboard.
 * Implement with a GET /api/businesses/me query (enabled only when signed in) and <Navigate replace />;
 * the routes in routing/app-routes.tsx already wrap their pages in this gate.
 */
export function BusinessGate({ children }: { requires: 'business' | 'no-business'; children: ReactNode }) {
  return children;
}
