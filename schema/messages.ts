/**
 * The user-facing texts of SPEC.md section 8 (and the validation texts of section 5), exactly as
 * written there, so that the UI, the machines and the browser tests quote one source.
 */

export const VALIDATION_MESSAGES = {
  businessNameRequired: 'Business name is required',
  invalidUrl: 'Must be a valid URL',
  budgetRequired: 'Budget is required',
  budgetMinimum: 'Budget must be at least $20',
  budgetMaximum: 'Budget must be at most $1,000,000',
  campaignNameRequired: 'Campaign name is required',
} as const;

export interface ToastText {
  title: string;
  description?: string;
}

export const ONBOARDING_TOASTS = {
  previewFailed: { title: 'Error', description: 'Failed to generate campaign preview. Please try again.' },
  setupIntentFailed: { title: 'Error', description: 'Failed to initialize payment setup. Please try again.' },
  /** Description is the provider's message when it has one. */
  paymentSetupFailed: { title: 'Payment Setup Failed', description: 'Could not save payment method' },
  setupError: { title: 'Setup Error', description: 'Payment method saved but account setup failed. Please contact support.' },
  /** Description is the error's message when it has one. */
  paymentError: { title: 'Error', description: 'Failed to save payment method. Please try again.' },
  /** Title depends on the error type, see GOOGLE_CONNECTION_ERROR_TITLES; description is the error parameter when present. */
  googleConnectionFailed: { title: 'Connection Failed', description: 'Unable to connect to your Google Ads account.' },
  businessDataLost: { title: 'Error', description: 'Business data was lost. Please start over.' },
  accountConnected: { title: 'Account Connected Successfully!' },
  /** Description is the warnings parameter. */
  accountConnectedWithWarnings: { title: 'Account Connected with Warnings' },
  paymentSaved: { title: 'Success', description: 'Payment method saved. Setting up your campaigns...' },
  campaignsBeingCreated: { title: 'Success', description: 'Your campaigns are being created. Redirecting to dashboard...' },
} as const satisfies Record<string, ToastText>;

export const GOOGLE_CONNECTION_ERROR_TYPES = [
  'permission_denied',
  'no_accounts',
  'account_not_found',
  'account_suspended',
  'no_billing',
] as const;
export type GoogleConnectionErrorType = (typeof GOOGLE_CONNECTION_ERROR_TYPES)[number];

export const GOOGLE_CONNECTION_ERROR_TITLES: Record<GoogleConnectionErrorType, string> = {
  permission_denied: 'Permission Denied',
  no_accounts: 'No Google Ads Account Found',
  account_not_found: 'Account Not Found',
  account_suspended: 'Account Suspended',
  no_billing: 'No Payment Method',
};

/** Toast title for a failed Google connection; any unknown or missing type reads 'Connection Failed'. */
export function googleConnectionErrorTitle(errorType: string | null | undefined): string {
  return errorType && errorType in GOOGLE_CONNECTION_ERROR_TITLES
    ? GOOGLE_CONNECTION_ERROR_TITLES[errorType as GoogleConnectionErrorType]
    : ONBOARDING_TOASTS.googleConnectionFailed.title;
}

/** Dashboard and settings toasts; destructive unless noted in SUCCESS. Server messages win when present. */
export const DASHBOARD_ERROR_TOASTS = {
  unauthorizedDashboard: { title: 'Unauthorized', description: 'You are logged out. Logging in again...' },
  unauthorizedSettings: { title: 'Unauthorized', description: 'Please log in to access settings.' },
  tournamentPreviewFailed: { title: 'Failed to Generate Preview', description: 'Could not generate tournament preview' },
  campaignPreviewFailed: { title: 'Failed to Generate Preview', description: 'Could not generate campaign preview' },
  startTournamentFailed: { title: 'Failed to Start Tournament', description: 'Could not start new tournament' },
  createCampaignFailed: { title: 'Failed to Create Campaign', description: 'Could not create campaign' },
  stopTournamentFailed: { title: 'Failed to Stop Tournament', description: 'Could not stop tournament' },
  pauseCampaignFailed: { title: 'Failed to Pause Campaign', description: 'Could not pause campaign' },
  resumeCampaignFailed: { title: 'Failed to Resume Campaign', description: 'Could not resume campaign' },
  pauseAdFailed: { title: 'Failed to Pause Ad', description: 'Could not pause ad' },
  resumeAdFailed: { title: 'Failed to Resume Ad', description: 'Could not resume ad' },
  invalidBudget: { title: 'Invalid Budget', description: 'Budget must be at least $20' },
  disconnectFailed: { title: 'Error', description: 'Failed to disconnect Google Ads account.' },
  historyLoadFailed: { title: 'Failed to load history', description: 'Could not retrieve campaign history. Please try again.' },
} as const satisfies Record<string, ToastText>;

export const DASHBOARD_SUCCESS_TOASTS = {
  tournamentStarted: { title: 'New Tournament Started', description: 'Your champion is now facing 3 new challengers in Round 1' },
  campaignCreated: { title: 'Campaign Created' },
  tournamentStopped: { title: 'Tournament Stopped', description: 'Champion ad will continue running' },
  campaignPaused: { title: 'Campaign Paused' },
  campaignResumed: { title: 'Campaign Resumed' },
  adPaused: { title: 'Ad Paused' },
  adResumed: { title: 'Ad Resumed' },
  disconnected: { title: 'Disconnected', description: 'Your Google Ads account has been disconnected.' },
} as const satisfies Record<string, ToastText>;

export const DISCONNECT_CONFIRM_PROMPT =
  'Are you sure you want to disconnect your Google Ads account? Your campaigns will no longer sync with Google Ads.';
