import { lazy, type ReactNode, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { DASHBOARD_ERROR_TOASTS } from '../../../schema/messages';
import { useAuth } from '../auth/use-auth';
import { LandingPage } from '../pages/landing/landing-page';
import { NotFoundPage } from '../pages/not-found-page';
import { BusinessGate } from './business-gate';
import { PageSpinner, RequireAuth } from './require-auth';

// Everything but the landing page is split out, so a first visit downloads only the landing.
const DashboardPage = lazy(() => import('../pages/dashboard-page').then((m) => ({ default: m.DashboardPage })));
const SettingsPage = lazy(() => import('../pages/settings-page').then((m) => ({ default: m.SettingsPage })));
const OnboardingPage = lazy(() => import('../pages/onboarding-page').then((m) => ({ default: m.OnboardingPage })));
const OpsRoute = lazy(() => import('../pages/ops-page').then((m) => ({ default: m.OpsRoute })));
const MailViewerRoute = lazy(() => import('../pages/mail-viewer-page').then((m) => ({ default: m.MailViewerRoute })));
const BillingPage = lazy(() => import('../pages/billing-page').then((m) => ({ default: m.BillingPage })));
const BillingConfirmPage = lazy(() => import('../pages/billing-confirm-page').then((m) => ({ default: m.BillingConfirmPage })));
const BillingReceiptPage = lazy(() => import('../pages/billing-receipt-page').then((m) => ({ default: m.BillingReceiptPage })));
const SignInPage = lazy(() => import('../pages/signin/signin-page').then((m) => ({ default: m.SignInPage })));


function DashboardRoute() {
  return (
    <RequireAuth unauthorized={DASHBOARD_ERROR_TOASTS.unauthorizedDashboard}>
      <BusinessGate requires="business">
        <DashboardPage />
      </BusinessGate>
    </RequireAuth>
  );
}

/** The Billing pages (docs/billing.md): signed in, with a business. */
function BillingRoute({ page }: { page: ReactNode }) {
  return (
    <RequireAuth unauthorized={DASHBOARD_ERROR_TOASTS.unauthorizedDashboard}>
      <BusinessGate requires="business">{page}</BusinessGate>
    </RequireAuth>
  );
}

/**
 * SPEC section 2 route table. While the session loads, '/' shows the landing page (as for a
 * signed-out visitor); /dashboard and /settings are registered in both states so that a
 * signed-out visitor gets the "Unauthorized" toast and the login redirect instead of a 404.
 */
export function AppRoutes() {
  const { isAuthenticated } = useAuth();
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route path="/" element={isAuthenticated ? <DashboardRoute /> : <LandingPage />} />
        <Route path="/dashboard" element={<DashboardRoute />} />
        <Route
          path="/settings"
          element={
            <RequireAuth unauthorized={DASHBOARD_ERROR_TOASTS.unauthorizedSettings}>
              <SettingsPage />
            </RequireAuth>
          }
        />
        <Route
          path="/onboarding"
          element={
            <BusinessGate requires="no-business">
              <OnboardingPage />
            </BusinessGate>
          }
        />
        <Route path="/billing" element={<BillingRoute page={<BillingPage />} />} />
        <Route path="/billing/confirm/:id" element={<BillingRoute page={<BillingConfirmPage />} />} />
        <Route path="/billing/receipt/:id" element={<BillingRoute page={<BillingReceiptPage />} />} />
        <Route path="/ops" element={<OpsRoute />} />
        <Route path="/mail" element={<MailViewerRoute />} />
        <Route path="/signin" element={<SignInPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
