import { describe, expect, it } from 'vitest';
import { API_ENDPOINTS, apiUrl } from './paths';

describe('endpoint table', () => {
  it('lists every call of SPEC section 7 once', () => {
    const calls = Object.values(API_ENDPOINTS).map(({ method, path }) => `${method} ${path}`);
    expect(new Set(calls).size).toBe(calls.length);
    expect(calls).toEqual(
      expect.arrayContaining([
        'GET /api/auth/user',
        'GET /api/businesses/me',
        'GET /api/google-ads/config-status',
        'POST /api/generate-campaign-preview',
        'POST /api/create-setup-intent',
        'POST /api/businesses',
        'GET /api/campaigns',
        'GET /api/workflows/current',
        'GET /api/ad-testing/hierarchy',
        'GET /api/campaigns/:id/history',
        'GET /api/activity-logs',
        'GET /api/campaigns/:id/tournament-preview',
        'POST /api/campaigns/:id/start-tournament',
        'POST /api/campaigns/:id/stop-tournament',
        'POST /api/campaigns/:id/pause',
        'POST /api/campaigns/:id/resume',
        'POST /api/ads/:id/pause',
        'POST /api/ads/:id/resume',
        'POST /api/campaigns/preview',
        'POST /api/campaigns/create',
        'GET /api/google-ads/connection',
        'POST /api/google-ads/disconnect',
      ]),
    );
  });

  it('gives every path parameter a params schema', () => {
    for (const endpoint of Object.values(API_ENDPOINTS)) expect(endpoint.path.includes(':')).toBe('params' in endpoint);
  });

  it('needs a session everywhere but sign-in, logout and config-status', () => {
    const open = Object.entries(API_ENDPOINTS).filter(([, e]) => !e.auth).map(([name]) => name);
    expect(open.sort()).toEqual(['getAuthMode', 'getConfigStatus', 'logout', 'signIn', 'signUp']);
  });

  it('builds concrete URLs with encoded parameters', () => {
    expect(apiUrl('listCampaigns')).toBe('/api/campaigns');
    expect(apiUrl('pauseCampaign', { id: 'c1' })).toBe('/api/campaigns/c1/pause');
    expect(apiUrl('getCampaignHistory', { id: 'a/b' })).toBe('/api/campaigns/a%2Fb/history');
  });
});
