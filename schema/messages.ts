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

/**
 * The disconnect dialog (issue 19): SPEC's confirm prompt, then what happens to the campaigns that
 * run at Google. Pausing is the default; leaving them running says what that costs.
 */
export const DISCONNECT_CHOICES = {
  pause: {
    label: 'Pause my Google Ads campaigns and disconnect',
    consequence:
      'AdPilot pauses every campaign in your Google Ads account first, then disconnects. They stay paused until you resume them in Google Ads or reconnect AdPilot.',
  },
  leave: {
    label: 'Leave them running without AdPilot',
    consequence:
      'Your campaigns keep running and spending in Google Ads with no budget guard, no optimization and no ad testing from AdPilot. Only Google Ads itself can stop them.',
  },
} as const;

/** What Settings says about the dashboard once disconnected (replaces the demo-mode note for a live account). */
export const DISCONNECTED_DASHBOARD_NOTE =
  'After disconnecting, your dashboard keeps the figures AdPilot read up to now; nothing about these campaigns is simulated. Demo mode with simulated data applies only to a business that has not launched in Google Ads.';

/** What Settings says of a connected account while the business still runs on the simulator (until it goes live). */
export const CONNECTED_DEMO_NOTE =
  'Your campaigns still run on simulated data: nothing is created or spent in this Google Ads account until you go live. Disconnecting leaves the simulation as it is.';

/** The success message of POST /api/google-ads/disconnect. */
export function disconnectedMessage(choice: 'pause' | 'leave', pausedCampaigns: number): string {
  if (choice === 'leave') return 'Your Google Ads account has been disconnected. Your campaigns keep running in Google Ads without AdPilot.';
  return pausedCampaigns > 0
    ? `Your Google Ads account has been disconnected. ${pausedCampaigns} campaign(s) were paused in Google Ads first.`
    : 'Your Google Ads account has been disconnected.';
}

/** The dashboard banner while Google refuses AdPilot's access (engine/google-ads/access-lost.ts). */
export const ACCESS_LOST_BANNER = {
  title: 'AdPilot has lost access to your Google Ads account',
  meanwhile:
    'Until you reconnect, AdPilot cannot read your spend or change your campaigns: whatever is running at Google keeps running without the budget guard.',
  action: 'Reconnect Google Ads',
} as const;

/** Demo mode's simulation controls (issue 20). Never shown to a live business. */
export const DEMO_BAR_TEXTS = {
  badge: 'Simulation',
  lead: 'Demo mode: simulated traffic, no real money.',
  speedLabel: 'Simulation speed',
  speeds: { paused: 'Pause', realtime: 'Real time', fast: 'Fast' },
  fastHint: 'Fast plays a simulated day about every 10 seconds.',
  fastForwardDay: '+1 day',
  fastForwardWeek: '+1 week',
  fastForwardMonthEnd: 'To month end',
  running: (days: number) => `Simulating ${days} day${days === 1 ? '' : 's'}…`,
  done: (days: number) => ({ title: 'Simulation moved on', description: `${days} simulated day${days === 1 ? '' : 's'} ran through the engine: sync, budget guard, optimizer and rounds.` }),
  failed: { title: 'Could not move the simulation', description: 'Please try again.' },
} as const;

/** Before the first figures arrive: what happens next and when (issue 20). */
export const FIRST_FIGURES_NOTE = {
  title: 'Your ads start serving now.',
  body: "Google reports clicks with up to 3 hours' delay; first figures in about an hour.",
  demoHint: 'In demo mode you can fast-forward a simulated day to see them now.',
} as const;

/** Settings → Budget (issue 21). */
export const BUDGET_CARD_TEXTS = {
  title: 'Monthly Budget',
  label: 'Monthly budget',
  save: 'Save budget',
  explain: (spent: string) =>
    `Changes take effect at once. ${spent} is already spent this month and stays spent: the budget guard plans the rest of the month from it to stay within the new budget, and pauses the campaigns until the month ends if that spend already reached it.`,
  tier: (name: string, percent: number) => `${name} tier: ${percent}% service fee on ad spend.`,
  saved: (budget: string) => ({ title: 'Budget updated', description: `Your monthly budget is now ${budget}. The budget guard re-planned the rest of the month.` }),
  failed: { title: 'Could not change the budget', description: 'Please check the amount and try again.' },
} as const;

/** "Pause everything" / "Resume" on the dashboard (issue 21). */
export const PAUSE_ALL_TEXTS = {
  pause: 'Pause everything',
  resume: 'Resume campaigns',
  confirmTitle: 'Pause every campaign?',
  confirmBody: (live: boolean) =>
    `Every campaign stops serving ${live ? 'at Google' : 'in the simulation'} right away, so nothing is spent and no service fee accrues while they are paused. The budget guard and the ad tournaments are on hold: no round is decided while nothing serves (paused days still count toward a round's 4-week limit). Campaigns you paused yourself stay paused after resume.`,
  confirm: 'Pause everything',
  cancel: 'Cancel',
  paused: { title: 'Everything paused', description: 'Nothing serves until you resume.' },
  resumed: { title: 'Campaigns resumed', description: 'The budget guard sets their daily budgets at its next audit.' },
  failed: { title: 'Could not change the campaigns', description: 'Please try again.' },
  headerTagline: { running: 'Automated campaigns running 24/7', paused: 'All campaigns paused by you' },
} as const;

/** The dashboard banner while every attempt to read the live spend fails (engine/jobs/business-health.ts). */
export const READ_FAILING_BANNER = {
  title: 'AdPilot cannot read your Google Ads spend right now',
  meanwhile:
    'It tries again every hour. Meanwhile it keeps your budgets low enough that this month cannot pass your budget even if Google spends at its maximum; normal budgets come back once spend can be read.',
} as const;

/** Settings → Your data (issue 21). */
export const YOUR_DATA_TEXTS = {
  title: 'Your Data',
  explain: 'Download everything AdPilot holds about you and your business as one JSON file, or delete your account and all of its data.',
  export: 'Download my data',
  delete: 'Delete account',
  confirmTitle: 'Delete your account and all its data?',
  confirmBody:
    'Your business, campaigns, ads, history, activity log, fees, sessions and the card saved with our payment provider are deleted for good. Download your data first if you want a copy. A business running live on Google Ads must be disconnected first (that pauses its campaigns at Google).',
  confirmLabel: 'Type your e-mail address to confirm',
  confirm: 'Delete for good',
  cancel: 'Cancel',
  failed: { title: 'Could not delete the account', description: 'Nothing was deleted. Please try again.' },
} as const;

/** Settings: taking a demo business live once Google Ads is connected (engine/commands/go-live.ts). */
export const GO_LIVE_TEXTS = {
  title: 'Go live on Google Ads',
  explain: (account: string, budget: string) =>
    `Your campaigns still run on simulated data. Going live creates your plan's campaigns in ${account}: from then on spend is real, stays within your ${budget} monthly budget, and the service fee applies to it. What the simulation showed is kept apart, labelled "Simulation", and no longer counts.`,
  button: 'Go live',
  confirmTitle: 'Launch your campaigns on Google Ads?',
  confirmBody: (account: string, budget: string) =>
    `AdPilot creates your campaigns in ${account} now and they start serving within minutes, spending real money up to ${budget} a month. The simulated campaigns and their figures leave your dashboard; their totals stay under Simulation in Settings.`,
  confirm: 'Go live',
  cancel: 'Cancel',
  done: { title: 'Going live', description: 'Your campaigns are being created in Google Ads. Follow the launch on the dashboard.' },
  failed: { title: 'Could not go live', description: 'Please try again.' },
} as const;

/** Settings: what demo mode showed before the business went live. */
export const SIMULATION_HISTORY_TEXTS = {
  title: 'Simulation',
  badge: 'Simulated — not real money',
  explain: (from: string, through: string) =>
    `Before going live, your plan ran on AdPilot's simulator from ${from} to ${through} (simulated time). These figures were never spent or billed and are not part of your live results.`,
  logBadge: 'Simulation',
} as const;

/** The dashboard's banner once Google recorded no conversion for 14 days (live; docs/conversion-tracking.md). */
export const NO_CONVERSIONS_BANNER = {
  title: 'No conversion recorded for 14 days',
  last: (lastConversionDate: string | null) =>
    lastConversionDate ? `Google Ads recorded the last one on ${lastConversionDate}. Check:` : 'Google Ads has recorded none since you connected it. Check:',
  checks: [
    'The Google tag is in the <head> of every page of your site.',
    'The event snippet is on the page people see after they contact you (the thank-you page).',
    'Your contact or booking form still leads to that page.',
    'If you use Google Tag Manager: the Google Ads Conversion Tracking tag fires on that page, and the container is published.',
  ],
  meanwhile: 'Until conversions are recorded again, AdPilot bids for clicks rather than conversions, so Google does not bid blind.',
  action: 'Check conversion tracking',
} as const;
