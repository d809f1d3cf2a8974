/**
 * Valid example payloads of the shared contract, for tests on every side (schema, API, UI):
 * `buildCampaign({ status: 'paused' })`. Each passes its schema; a test in this folder checks that.
 */
import type { CampaignPreviewResponse } from './api/onboarding';
import type { TournamentPreviewResponse } from './api/tournament';
import type {
  ActivityLogEntry,
  Business,
  Campaign,
  CampaignHistory,
  GoogleAdsConnection,
  HierarchyAd,
  HierarchyCampaign,
  HistoryAd,
  Workflow,
} from './entities';
import type { AdCopy } from './fields';

const NOW = '2026-03-02T09:00:00.000Z';

export function buildAdCopy(overrides: Partial<AdCopy> = {}): AdCopy {
  return {
    headlines: ['Fast Bike Repair', 'Same Day Service', 'Harbor Bikes Downtown'],
    descriptions: ['Tune-ups while you wait, parts in stock.', 'Open seven days a week near the harbor.'],
    ...overrides,
  };
}

export function buildBusiness(overrides: Partial<Business> = {}): Business {
  return {
    id: 'biz-1',
    businessName: 'Harbor Bikes',
    dailyBudget: 32.89,
    monthlyBudget: 1000,
    serviceFeePercentage: 15,
    currentPricingTier: 'Base',
    currentMonthAdSpend: 412.5,
    nextBillingDate: '2026-04-01T00:00:00.000Z',
    websiteUrl: 'https://harborbikes.example',
    todayAdSpend: 142.5,
    dailySpend: [
      { date: '2026-03-01', spend: 270 },
      { date: '2026-03-02', spend: 142.5 },
    ],
    ...overrides,
  };
}

export function buildCampaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: 'cmp-1',
    name: 'Bike Repair',
    theme: 'Same-day repairs',
    status: 'active',
    budget: 600,
    spent: 120.4,
    impressions: 5400,
    clicks: 180,
    conversions: 9,
    tournamentRound: 1,
    tournamentComplete: false,
    awaitingRoundApproval: false,
    roundStartDate: NOW,
    tournamentState: 'testing',
    ...overrides,
  };
}

export function buildHierarchyAd(overrides: Partial<HierarchyAd> = {}): HierarchyAd {
  return {
    id: 'ad-a',
    variant: 'A',
    status: 'active',
    lifecycleStage: 'champion',
    ...buildAdCopy(),
    aiReasoning: { strategy: 'Speed', hypothesis: 'Urgent riders click on same-day', differentiator: 'Same-day promise' },
    spent: 40,
    clicks: 60,
    ctr: 3.2,
    conversionRate: 5,
    qualityScore: 8,
    ...overrides,
  };
}

export function buildHierarchyCampaign(overrides: Partial<HierarchyCampaign> = {}): HierarchyCampaign {
  return {
    id: 'cmp-1',
    name: 'Bike Repair',
    theme: 'Same-day repairs',
    status: 'active',
    adGroups: [
      {
        id: 'ag-1',
        name: 'Repairs',
        status: 'active',
        ctr: 3.1,
        ads: [buildHierarchyAd()],
        keywords: [{ id: 'kw-1', text: 'bike repair near me', matchType: 'PHRASE', bid: 1.2, qualityScore: 7 }],
      },
    ],
    ...overrides,
  };
}

export function buildHistoryAd(overrides: Partial<HistoryAd> = {}): HistoryAd {
  return {
    id: 'ad-a',
    variant: 'A',
    ...buildAdCopy(),
    impressions: 2000,
    clicks: 70,
    conversions: 4,
    ctr: 3.5,
    conversionRate: 5.71,
    ...overrides,
  };
}

export function buildCampaignHistory(overrides: Partial<CampaignHistory> = {}): CampaignHistory {
  return {
    campaign: { id: 'cmp-1', name: 'Bike Repair', theme: 'Same-day repairs', currentRound: 2 },
    rounds: [
      {
        round: 1,
        totalAds: 5,
        champion: buildHistoryAd({ championReason: 'Highest CTR with 96% probability of being best' }),
        runnerUp: buildHistoryAd({ id: 'ad-b', variant: 'B' }),
        eliminated: [buildHistoryAd({ id: 'ad-c', variant: 'C' })],
        active: [],
      },
    ],
    ...overrides,
  };
}

export function buildActivityLogEntry(overrides: Partial<ActivityLogEntry> = {}): ActivityLogEntry {
  return {
    id: 'log-1',
    title: 'Round 1 evaluated',
    message: 'Variant C replaced the champion',
    level: 'success',
    eventType: 'automation',
    createdAt: NOW,
    details: {
      analysisReasoning: { strategy: 'Tournament', hypothesis: 'C converts better', reasoning: '96% posterior' },
      recommendations: ['Run a new round'],
      probabilityBest: 0.96,
    },
    ...overrides,
  };
}

export function buildGoogleAdsConnection(overrides: Partial<GoogleAdsConnection> = {}): GoogleAdsConnection {
  return {
    status: 'connected',
    customerId: '123-456-7890',
    loginCustomerId: null,
    connectedAt: NOW,
    lastSyncAt: NOW,
    ...overrides,
  };
}

export function buildWorkflow(overrides: Partial<Workflow> = {}): Workflow {
  return {
    id: 'wf-1',
    status: 'running',
    step: 'Creating campaigns',
    progress: 0.4,
    message: null,
    startedAt: NOW,
    finishedAt: null,
    ...overrides,
  };
}

export function buildCampaignPreview(overrides: Partial<CampaignPreviewResponse> = {}): CampaignPreviewResponse {
  return {
    strategy: 'Capture local repair intent, then upsell service plans.',
    campaigns: [{ name: 'Bike Repair', description: 'Repairs near the harbor', budget: 600, ads: [buildAdCopy()] }],
    ...overrides,
  };
}

export function buildTournamentPreview(overrides: Partial<TournamentPreviewResponse> = {}): TournamentPreviewResponse {
  return {
    campaignName: 'Bike Repair',
    campaignTheme: 'Same-day repairs',
    previewData: [
      {
        adGroupId: 'ag-1',
        adGroupName: 'Repairs',
        championAd: { id: 'ad-a', variant: 'A', ...buildAdCopy() },
        newVariants: ['Price', 'Trust', 'Speed'].map((angle) => ({
          ...buildAdCopy({ headlines: [`${angle} Focused Repair`, 'Harbor Bikes', 'Book Today'] }),
          reasoning: { strategy: angle, hypothesis: `${angle} wins clicks`, differentiator: `Leads with ${angle.toLowerCase()}` },
        })),
      },
    ],
    ...overrides,
  };
}
