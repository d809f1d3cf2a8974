import type { z } from 'zod';
import {
  authModeSchema,
  currentUserSchema,
  logoutResponseSchema,
  signInRequestSchema,
  signUpRequestSchema,
} from '../auth';
import { demoClockResponseSchema, fastForwardRequestSchema, setDemoClockRequestSchema } from '../demo-clock';
import { emptyBodySchema, idParamsSchema } from '../fields';
import { accountExportResponseSchema, deleteAccountRequestSchema, deleteAccountResponseSchema } from './account';
import { activityLogsQuerySchema, activityLogsResponseSchema } from './activity-logs';
import { adMutationResponseSchema } from './ads';
import {
  billingOverviewSchema,
  cancelServiceRequestSchema,
  cancelServiceResponseSchema,
  confirmFeeResponseSchema,
  feeConfirmationSchema,
  replaceCardRequestSchema,
  replaceCardResponseSchema,
} from './billing';
import {
  changeBudgetRequestSchema,
  changeTargetingRequestSchema,
  createBusinessRequestSchema,
  createBusinessResponseSchema,
  createSetupIntentRequestSchema,
  myBusinessResponseSchema,
  setupIntentResponseSchema,
} from './businesses';
import {
  campaignMutationResponseSchema,
  campaignPreviewRequestSchema,
  createCampaignRequestSchema,
  createCampaignResponseSchema,
  dashboardCampaignPreviewResponseSchema,
  listCampaignsResponseSchema,
} from './campaigns';
import {
  checkTrackingRequestSchema,
  conversionTrackingResponseSchema,
  googleAdsAccountChoicesResponseSchema,
  selectGoogleAdsAccountRequestSchema,
  selectGoogleAdsAccountResponseSchema,
  trackingCheckSchema,
} from './conversion-tracking';
import {
  configStatusResponseSchema,
  disconnectRequestSchema,
  disconnectResponseSchema,
  googleAdsConnectionResponseSchema,
} from './google-ads';
import { campaignAdTestsResponseSchema, hierarchyResponseSchema } from './hierarchy';
import { campaignHistoryResponseSchema } from './history';
import { mailDetailResponseSchema, mailListResponseSchema, mailPreferencesSchema } from './mail';
import { campaignPreviewResponseSchema, generateCampaignPreviewRequestSchema } from './onboarding';
import {
  opsBusinessHealthResponseSchema,
  opsJobActionResponseSchema,
  opsJobsResponseSchema,
  opsJournalResponseSchema,
  opsTournamentsQuerySchema,
  opsTournamentsResponseSchema,
} from './ops';
import { searchTermsResponseSchema, undoSearchTermResponseSchema } from './search-terms';
import {
  disconnectTagManagerResponseSchema,
  publishConversionTagRequestSchema,
  publishConversionTagResponseSchema,
  tagManagerContainersResponseSchema,
  tagManagerStatusSchema,
} from './tag-manager';
import {
  startTournamentRequestSchema,
  tournamentMutationResponseSchema,
  tournamentPreviewResponseSchema,
} from './tournament';
import { currentWorkflowResponseSchema } from './workflows';

/** One endpoint: method, Koa-style path (`:id`), and the schemas of what goes in and out. */
export interface EndpointContract {
  method: 'GET' | 'POST';
  path: `/api/${string}`;
  /** Route parameters (`:id`). */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** False for the few calls that need no session (DESIGN.md, "Security ground rules"). */
  auth: boolean;
}

/**
 * Every JSON endpoint of SPEC.md section 7 (and the built-in sign-in calls of schema/auth.ts).
 * Routes register from this table and the UI builds its requests from it: one list, no drift.
 */
export const API_ENDPOINTS = {
  getCurrentUser: { method: 'GET', path: '/api/auth/user', response: currentUserSchema, auth: true },
  getAuthMode: { method: 'GET', path: '/api/auth/mode', response: authModeSchema, auth: false },
  signUp: { method: 'POST', path: '/api/auth/signup', body: signUpRequestSchema, response: currentUserSchema, auth: false },
  signIn: { method: 'POST', path: '/api/auth/signin', body: signInRequestSchema, response: currentUserSchema, auth: false },
  logout: { method: 'POST', path: '/api/logout', body: emptyBodySchema, response: logoutResponseSchema, auth: false },

  getMyBusiness: { method: 'GET', path: '/api/businesses/me', response: myBusinessResponseSchema, auth: true },
  getConfigStatus: { method: 'GET', path: '/api/google-ads/config-status', response: configStatusResponseSchema, auth: false },
  generateCampaignPreview: {
    method: 'POST',
    path: '/api/generate-campaign-preview',
    body: generateCampaignPreviewRequestSchema,
    response: campaignPreviewResponseSchema,
    auth: true,
  },
  createSetupIntent: {
    method: 'POST',
    path: '/api/create-setup-intent',
    body: createSetupIntentRequestSchema,
    response: setupIntentResponseSchema,
    auth: true,
  },
  createBusiness: {
    method: 'POST',
    path: '/api/businesses',
    body: createBusinessRequestSchema,
    response: createBusinessResponseSchema,
    auth: true,
  },

  changeBudget: {
    method: 'POST',
    path: '/api/businesses/me/budget',
    body: changeBudgetRequestSchema,
    response: createBusinessResponseSchema,
    auth: true,
  },
  exportAccount: { method: 'GET', path: '/api/account/export', response: accountExportResponseSchema, auth: true },
  deleteAccount: { method: 'POST', path: '/api/account/delete', body: deleteAccountRequestSchema, response: deleteAccountResponseSchema, auth: true },
  changeTargeting: {
    method: 'POST',
    path: '/api/businesses/me/targeting',
    body: changeTargetingRequestSchema,
    response: createBusinessResponseSchema,
    auth: true,
  },
  pauseBusiness: { method: 'POST', path: '/api/businesses/me/pause', body: emptyBodySchema, response: createBusinessResponseSchema, auth: true },
  resumeBusiness: { method: 'POST', path: '/api/businesses/me/resume', body: emptyBodySchema, response: createBusinessResponseSchema, auth: true },
  /** A demo business goes live on the connected Google Ads account (its plan launched there; the simulation kept apart). */
  goLive: { method: 'POST', path: '/api/businesses/me/go-live', body: emptyBodySchema, response: createBusinessResponseSchema, auth: true },
  fastForwardDemo: {
    method: 'POST',
    path: '/api/demo/fast-forward',
    body: fastForwardRequestSchema,
    response: demoClockResponseSchema,
    auth: true,
  },
  setDemoClock: {
    method: 'POST',
    path: '/api/demo/clock',
    body: setDemoClockRequestSchema,
    response: demoClockResponseSchema,
    auth: true,
  },

  listCampaigns: { method: 'GET', path: '/api/campaigns', response: listCampaignsResponseSchema, auth: true },
  getCurrentWorkflow: { method: 'GET', path: '/api/workflows/current', response: currentWorkflowResponseSchema, auth: true },
  getHierarchy: { method: 'GET', path: '/api/ad-testing/hierarchy', response: hierarchyResponseSchema, auth: true },
  getCampaignAdTests: {
    method: 'GET',
    path: '/api/ad-testing/hierarchy/:id',
    params: idParamsSchema,
    response: campaignAdTestsResponseSchema,
    auth: true,
  },
  getCampaignHistory: {
    method: 'GET',
    path: '/api/campaigns/:id/history',
    params: idParamsSchema,
    response: campaignHistoryResponseSchema,
    auth: true,
  },
  listActivityLogs: {
    method: 'GET',
    path: '/api/activity-logs',
    query: activityLogsQuerySchema,
    response: activityLogsResponseSchema,
    auth: true,
  },

  getTournamentPreview: {
    method: 'GET',
    path: '/api/campaigns/:id/tournament-preview',
    params: idParamsSchema,
    response: tournamentPreviewResponseSchema,
    auth: true,
  },
  startTournament: {
    method: 'POST',
    path: '/api/campaigns/:id/start-tournament',
    params: idParamsSchema,
    body: startTournamentRequestSchema,
    response: tournamentMutationResponseSchema,
    auth: true,
  },
  stopTournament: {
    method: 'POST',
    path: '/api/campaigns/:id/stop-tournament',
    params: idParamsSchema,
    body: emptyBodySchema,
    response: tournamentMutationResponseSchema,
    auth: true,
  },
  pauseCampaign: {
    method: 'POST',
    path: '/api/campaigns/:id/pause',
    params: idParamsSchema,
    body: emptyBodySchema,
    response: campaignMutationResponseSchema,
    auth: true,
  },
  resumeCampaign: {
    method: 'POST',
    path: '/api/campaigns/:id/resume',
    params: idParamsSchema,
    body: emptyBodySchema,
    response: campaignMutationResponseSchema,
    auth: true,
  },
  listSearchTerms: {
    method: 'GET',
    path: '/api/search-terms',
    response: searchTermsResponseSchema,
    auth: true,
  },
  undoSearchTerm: {
    method: 'POST',
    path: '/api/search-terms/:id/undo',
    params: idParamsSchema,
    body: emptyBodySchema,
    response: undoSearchTermResponseSchema,
    auth: true,
  },
  /** The Billing page: saved card, every month's fee, cancelled or not (docs/billing.md). */
  getBilling: { method: 'GET', path: '/api/billing', response: billingOverviewSchema, auth: true },
  /** Settings → Payment: the card the owner just saved (a new SetupIntent) becomes the default for the next fee. */
  replaceCard: { method: 'POST', path: '/api/billing/card', body: replaceCardRequestSchema, response: replaceCardResponseSchema, auth: true },
  getFeeConfirmation: { method: 'GET', path: '/api/billing/charges/:id/confirmation', params: idParamsSchema, response: feeConfirmationSchema, auth: true },
  confirmFee: { method: 'POST', path: '/api/billing/charges/:id/confirm', params: idParamsSchema, body: emptyBodySchema, response: confirmFeeResponseSchema, auth: true },
  cancelService: { method: 'POST', path: '/api/billing/cancel', body: cancelServiceRequestSchema, response: cancelServiceResponseSchema, auth: true },
  pauseAd: {
    method: 'POST',
    path: '/api/ads/:id/pause',
    params: idParamsSchema,
    body: emptyBodySchema,
    response: adMutationResponseSchema,
    auth: true,
  },
  resumeAd: {
    method: 'POST',
    path: '/api/ads/:id/resume',
    params: idParamsSchema,
    body: emptyBodySchema,
    response: adMutationResponseSchema,
    auth: true,
  },
  previewCampaign: {
    method: 'POST',
    path: '/api/campaigns/preview',
    body: campaignPreviewRequestSchema,
    response: dashboardCampaignPreviewResponseSchema,
    auth: true,
  },
  createCampaign: {
    method: 'POST',
    path: '/api/campaigns/create',
    body: createCampaignRequestSchema,
    response: createCampaignResponseSchema,
    auth: true,
  },

  getGoogleAdsConnection: {
    method: 'GET',
    path: '/api/google-ads/connection',
    response: googleAdsConnectionResponseSchema,
    auth: true,
  },
  disconnectGoogleAds: {
    method: 'POST',
    path: '/api/google-ads/disconnect',
    body: disconnectRequestSchema,
    response: disconnectResponseSchema,
    auth: true,
  },
  getConversionTracking: {
    method: 'GET',
    path: '/api/google-ads/conversion-tracking',
    response: conversionTrackingResponseSchema,
    auth: true,
  },
  checkConversionTracking: {
    method: 'POST',
    path: '/api/conversion-tracking/check',
    body: checkTrackingRequestSchema,
    response: trackingCheckSchema,
    auth: true,
  },
  listGoogleAdsAccounts: {
    method: 'GET',
    path: '/api/google-ads/accounts',
    response: googleAdsAccountChoicesResponseSchema,
    auth: true,
  },
  selectGoogleAdsAccount: {
    method: 'POST',
    path: '/api/google-ads/accounts/select',
    body: selectGoogleAdsAccountRequestSchema,
    response: selectGoogleAdsAccountResponseSchema,
    auth: true,
  },

  // Google Tag Manager (issue 22, docs/conversion-tracking.md): the conversion tag published into the owner's container.
  getTagManagerStatus: { method: 'GET', path: '/api/tag-manager/connection', response: tagManagerStatusSchema, auth: true },
  listTagManagerContainers: { method: 'GET', path: '/api/tag-manager/containers', response: tagManagerContainersResponseSchema, auth: true },
  publishConversionTag: {
    method: 'POST',
    path: '/api/tag-manager/publish',
    body: publishConversionTagRequestSchema,
    response: publishConversionTagResponseSchema,
    auth: true,
  },
  disconnectTagManager: { method: 'POST', path: '/api/tag-manager/disconnect', body: emptyBodySchema, response: disconnectTagManagerResponseSchema, auth: true },

  // E-mail (issue 21, docs/mail.md): the owner's preferences; the mail viewer for administrators (api/routes/mail.ts).
  getMailPreferences: { method: 'GET', path: '/api/mail/preferences', response: mailPreferencesSchema, auth: true },
  saveMailPreferences: { method: 'POST', path: '/api/mail/preferences', body: mailPreferencesSchema, response: mailPreferencesSchema, auth: true },
  listOpsMails: { method: 'GET', path: '/api/ops/mails', response: mailListResponseSchema, auth: true },
  getOpsMail: { method: 'GET', path: '/api/ops/mails/:id', params: idParamsSchema, response: mailDetailResponseSchema, auth: true },
  // Ops console (issue 9): a session AND an administrator (ADMIN_EMAILS); see api/routes/ops.ts.
  listOpsTournaments: {
    method: 'GET',
    path: '/api/ops/tournaments',
    query: opsTournamentsQuerySchema,
    response: opsTournamentsResponseSchema,
    auth: true,
  },
  getOpsJournal: { method: 'GET', path: '/api/ops/tournaments/:id/journal', params: idParamsSchema, response: opsJournalResponseSchema, auth: true },
  listOpsJobs: { method: 'GET', path: '/api/ops/jobs', response: opsJobsResponseSchema, auth: true },
  listOpsBusinessHealth: { method: 'GET', path: '/api/ops/business-health', response: opsBusinessHealthResponseSchema, auth: true },
  runOpsJobNow: {
    method: 'POST',
    path: '/api/ops/jobs/:id/run-now',
    params: idParamsSchema,
    body: emptyBodySchema,
    response: opsJobActionResponseSchema,
    auth: true,
  },
  retryOpsJob: {
    method: 'POST',
    path: '/api/ops/jobs/:id/retry',
    params: idParamsSchema,
    body: emptyBodySchema,
    response: opsJobActionResponseSchema,
    auth: true,
  },
} as const satisfies Record<string, EndpointContract>;

export type EndpointName = keyof typeof API_ENDPOINTS;
export type Endpoint<K extends EndpointName> = (typeof API_ENDPOINTS)[K];

type SchemaIn<S> = S extends z.ZodType ? z.input<S> : never;
type SchemaOut<S> = S extends z.ZodType ? z.output<S> : never;
type Field<E, K extends string> = E extends Record<K, infer S> ? S : undefined;

/** What a caller sends as the body of endpoint K (undefined when it takes none). */
export type RequestBody<K extends EndpointName> = SchemaIn<Field<Endpoint<K>, 'body'>>;
/** What the route handler gets after validating the body. */
export type ParsedRequestBody<K extends EndpointName> = SchemaOut<Field<Endpoint<K>, 'body'>>;
export type RequestQuery<K extends EndpointName> = SchemaIn<Field<Endpoint<K>, 'query'>>;
export type PathParams<K extends EndpointName> = SchemaIn<Field<Endpoint<K>, 'params'>>;
export type ResponseBody<K extends EndpointName> = z.output<Endpoint<K>['response']>;

type ParamsArg<K extends EndpointName> = Endpoint<K> extends { params: z.ZodType } ? [params: PathParams<K>] : [];

/**
 * The concrete URL of an endpoint: `apiUrl('pauseCampaign', { id: 'c1' })` is
 * '/api/campaigns/c1/pause'. Parameters are URI-encoded.
 */
export function apiUrl<K extends EndpointName>(name: K, ...args: ParamsArg<K>): string {
  const params = (args[0] ?? {}) as Record<string, string>;
  return API_ENDPOINTS[name].path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`apiUrl(${name}): missing parameter ${key}`);
    return encodeURIComponent(value);
  });
}

/** Browser navigations (not fetches), SPEC.md section 7; logout became a POST (issue 23). */
export const NAVIGATION_PATHS = {
  login: '/api/login',
  googleAdsAuthStart: '/api/google-ads/auth/start',
  /** The Tag Manager consent (Settings → Conversion Tracking); back on /settings?tagManagerStep=… */
  tagManagerAuthStart: '/api/tag-manager/auth/start',
} as const;

