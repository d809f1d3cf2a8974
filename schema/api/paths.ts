import type { z } from 'zod';
import {
  authModeSchema,
  currentUserSchema,
  signInRequestSchema,
  signUpRequestSchema,
} from '../auth';
import { emptyBodySchema, idParamsSchema } from '../fields';
import { activityLogsQuerySchema, activityLogsResponseSchema } from './activity-logs';
import { adMutationResponseSchema } from './ads';
import {
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
  conversionTrackingResponseSchema,
  googleAdsAccountChoicesResponseSchema,
  selectGoogleAdsAccountRequestSchema,
  selectGoogleAdsAccountResponseSchema,
} from './conversion-tracking';
import {
  configStatusResponseSchema,
  disconnectResponseSchema,
  googleAdsConnectionResponseSchema,
} from './google-ads';
import { hierarchyResponseSchema } from './hierarchy';
import { campaignHistoryResponseSchema } from './history';
import { campaignPreviewResponseSchema, generateCampaignPreviewRequestSchema } from './onboarding';
import {
  opsJobActionResponseSchema,
  opsJobsResponseSchema,
  opsJournalResponseSchema,
  opsTournamentsQuerySchema,
  opsTournamentsResponseSchema,
} from './ops';
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

  listCampaigns: { method: 'GET', path: '/api/campaigns', response: listCampaignsResponseSchema, auth: true },
  getCurrentWorkflow: { method: 'GET', path: '/api/workflows/current', response: currentWorkflowResponseSchema, auth: true },
  getHierarchy: { method: 'GET', path: '/api/ad-testing/hierarchy', response: hierarchyResponseSchema, auth: true },
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
    body: emptyBodySchema,
    response: disconnectResponseSchema,
    auth: true,
  },
  getConversionTracking: {
    method: 'GET',
    path: '/api/google-ads/conversion-tracking',
    response: conversionTrackingResponseSchema,
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

/** Browser navigations (not fetches), SPEC.md section 7. */
export const NAVIGATION_PATHS = {
  login: '/api/login',
  logout: '/api/logout',
  googleAdsAuthStart: '/api/google-ads/auth/start',
} as const;

