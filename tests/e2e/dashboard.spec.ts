import type { Page } from '@playwright/test';
import { domainEvent } from '../../engine/events/domain-events';
import type { ActivityLogsResponse } from '../../schema/api/activity-logs';
import type { CampaignAdTestsResponse, HierarchyResponse } from '../../schema/api/hierarchy';
import { budgetUsage } from '../../schema/budget-badge';
import type { Business, Campaign } from '../../schema/entities';
import { conversionsNote, ctrNote } from '../../ui/src/pages/dashboard/summary-notes';
import { expect, openLiveDashboard, recordApiGets, seededTest as test } from './dashboard-support';
import type { ProductFixture } from './support/product';

/**
 * The dashboard on the seeded demo business (engine/seed: one campaign several rounds in, one awaiting
 * round approval, one paused and awaiting approval, activity of every type). The tests of this file
 * run in order in one worker (the config is not fully parallel); each leaves the campaigns it
 * touched as it found them, except the tournament tests near the end, which come last on purpose.
 */

async function campaignsOf(page: Page): Promise<Campaign[]> {
  return (await (await page.request.get('/api/campaigns')).json()) as Campaign[];
}

async function businessOf(page: Page): Promise<Business> {
  return (await (await page.request.get('/api/businesses/me')).json()) as Business;
}

const usd = (dollars: number) => dollars.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** Matches `text` anywhere, every character as itself ('$' included). */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** Straight from the spend ledger: the business's cents of today (UTC date, the budget guard's day) and of this month. */
async function ledgerCents(product: ProductFixture['product'], businessId: string) {
  const today = new Date().toISOString().slice(0, 10);
  const [row] = await product.engine.context.db.query<{ today: number; month: number }>(
    `select coalesce(sum(delta_cents) filter (where date = $2), 0)::int as today, coalesce(sum(delta_cents), 0)::int as month
     from spend_ledger where business_id = $1 and month = $3`,
    [businessId, today, today.slice(0, 7)],
  );
  return { ...row, dayOfMonth: Number(today.slice(8, 10)) };
}

function byState(campaigns: Campaign[]) {
  const paused = campaigns.find((c) => c.status === 'paused')!;
  const awaiting = campaigns.find((c) => c.status === 'active' && c.awaitingRoundApproval)!;
  const veteran = campaigns.find((c) => c.status === 'active' && !c.awaitingRoundApproval)!;
  return { paused, awaiting, veteran };
}

test('header, summary, service fee and budget protection cards', async ({ page, product, seeded }) => {
  await openLiveDashboard(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('text-business-name')).toHaveText('Harbor Bikes');
  await expect(page.getByText('Automated campaigns running 24/7')).toBeVisible();
  await expect(page.getByTestId('text-user-name')).toHaveText('Dana');
  await expect(page.getByTestId('button-settings')).toBeVisible();
  // Logout is a POST from a button (issue 23), not a link any page could trigger.
  await expect(page.getByTestId('button-logout')).toHaveJSProperty('tagName', 'BUTTON');

  const campaigns = await campaignsOf(page);
  const clicks = campaigns.reduce((sum, c) => sum + c.clicks, 0);
  const impressions = campaigns.reduce((sum, c) => sum + c.impressions, 0);
  await expect(page.getByTestId('card-summary-total-spend')).toContainText('Total Spend (MTD)');
  await expect(page.getByTestId('card-summary-total-spend')).toContainText('Daily limit: $');
  // The notes say what the data show (unit-tested in summary-notes.test.ts): here, the seeded weeks.
  const business = await businessOf(page);
  const conversions = conversionsNote(business.conversionsByWeek);
  if (conversions) await expect(page.getByTestId('note-conversions')).toHaveText(conversions.text);
  else await expect(page.getByTestId('note-conversions')).toHaveCount(0);
  await expect(page.getByTestId('text-active-campaigns')).toHaveText('2');
  await expect(page.getByTestId('card-summary-active-campaigns')).toContainText('3 total');
  await expect(page.getByTestId('text-avg-ctr')).toHaveText(`${((clicks * 100) / impressions).toFixed(2)}%`);
  const ctr = ctrNote((clicks * 100) / impressions, impressions, business.industry);
  if (ctr) await expect(page.getByTestId('note-avg-ctr')).toHaveText(ctr.text);
  else await expect(page.getByTestId('note-avg-ctr')).toHaveCount(0);

  await expect(page.getByTestId('text-service-fee')).toHaveText('Service Fee: 15% (Base)');
  await expect(page.getByTestId('card-service-fee')).toContainText('You pay 15% of ad spend. Google charges you directly for ads.');
  await expect(page.getByTestId('text-next-tier')).toHaveText('Next: Growth (12%)');
  await expect(page.getByTestId('text-tier-remaining')).toContainText('to go');

  const protection = page.getByTestId('card-budget-protection');
  await expect(protection).toContainText('4-Layer Budget Protection');
  for (const layer of ['API Hard Cap', 'Hourly Audit', 'AI Pacing', 'Real-time Ledger']) await expect(protection).toContainText(layer);
  await expect(page.getByTestId('text-budget-monthly')).toContainText('/ $3,000.00');
  // The badge's colour follows the share of the month's budget spent (schema/budget-badge.ts), which depends on the
  // day of the month the suite runs: near the month's end the seeded business has spent most of it.
  const { month } = await ledgerCents(product, seeded.businessId);
  await expect(page.getByTestId('text-budget-monthly-percent')).toHaveAttribute('data-variant', budgetUsage(month / 100, 3000).badge);
  await expect(page.getByTestId('chart-spend-pacing')).toBeVisible();
});

test("budget cards: the daily line is today's ledger spend; pacing draws the month's ledger day by day", async ({ page, product, seeded }) => {
  await openLiveDashboard(page);
  const { dailyBudget } = await businessOf(page);
  const ledger = await ledgerCents(product, seeded.businessId);
  await expect(page.getByTestId('text-budget-daily')).toHaveText(`${usd(ledger.today / 100)} / ${usd(dailyBudget)} · spent today, resets at ${await page.evaluate(() => new Date(new Date().setUTCHours(24, 0, 0, 0)).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' }))}`);
  await expect(page.getByTestId('text-budget-daily-percent')).toHaveText(`${Math.round(ledger.today / dailyBudget)}%`);
  await expect(page.getByTestId('text-budget-monthly')).toHaveText(`${usd(ledger.month / 100)} / $3,000.00`);

  // One vertex at the month's start, then one per date of the month through today.
  const actual = page.getByTestId('chart-spend-pacing').locator('.pacing-chart-actual');
  await expect.poll(async () => (await actual.getAttribute('d'))?.split(' ').length).toBe(ledger.dayOfMonth + 1);
  await expect(page.getByTestId('chart-spend-pacing')).toHaveAttribute('aria-label', containing(`Spent ${usd(ledger.month / 100)} by day ${ledger.dayOfMonth} of `));
});

test('All Campaigns: cards with status, menu, tracker, approval card and seven figures; paused dimmed', async ({ page }) => {
  await openLiveDashboard(page);
  const { paused, awaiting, veteran } = byState(await campaignsOf(page));
  const veteranCard = page.getByTestId(`card-campaign-${veteran.id}`);
  await expect(veteranCard).toContainText(veteran.name);
  await expect(veteranCard).toContainText(veteran.theme);
  for (const label of ['Budget', 'Spent', 'Impressions', 'Clicks', 'CTR', 'Conversions', 'Conv. Rate']) {
    await expect(veteranCard.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByTestId(`text-tracker-status-${veteran.id}`)).toContainText(`Round ${veteran.tournamentRound} in Progress`);
  await expect(page.getByTestId(`text-days-left-${veteran.id}`)).toHaveText(/^\d d left$/);

  await expect(page.getByTestId(`text-approval-title-${awaiting.id}`)).toHaveText(`Round ${awaiting.tournamentRound} Complete`);
  await expect(page.getByTestId(`card-round-approval-${awaiting.id}`)).toContainText(
    'Continue testing with a new round, or stop and keep your champion.',
  );
  await expect(page.getByTestId(`text-tracker-status-${awaiting.id}`)).toContainText('Results being evaluated...');

  await expect(page.getByTestId(`card-campaign-${paused.id}`)).toHaveAttribute('data-status', 'paused');
  await expect(page.getByTestId(`text-campaign-status-${paused.id}`)).toHaveText('paused');
  await page.getByTestId(`button-campaign-menu-${paused.id}`).click();
  await expect(page.getByTestId(`button-resume-campaign-${paused.id}`)).toHaveText('Resume Campaign');
  await page.keyboard.press('Escape');
  await page.getByTestId(`button-campaign-menu-${veteran.id}`).click();
  await expect(page.getByTestId(`button-pause-campaign-${veteran.id}`)).toHaveText('Pause Campaign');
});

test('Active tab: active campaigns only, with their count and without a menu', async ({ page }) => {
  await openLiveDashboard(page);
  const { paused, veteran } = byState(await campaignsOf(page));
  await expect(page.getByTestId('tab-active')).toContainText('Active (2)');
  await page.getByTestId('tab-active').click();
  await expect(page.getByTestId(`card-campaign-${veteran.id}`)).toBeVisible();
  await expect(page.getByTestId(`card-campaign-${paused.id}`)).toHaveCount(0);
  await expect(page.getByTestId(`button-campaign-menu-${veteran.id}`)).toHaveCount(0);
});

test('pause and resume a campaign from its menu', async ({ page }) => {
  await openLiveDashboard(page);
  const { veteran } = byState(await campaignsOf(page));
  await page.getByTestId(`button-campaign-menu-${veteran.id}`).click();
  await page.getByTestId(`button-pause-campaign-${veteran.id}`).click();
  await expect(page.getByTestId('toast')).toContainText('Campaign Paused');
  await expect(page.getByTestId(`text-campaign-status-${veteran.id}`)).toHaveText('paused');
  await expect(page.getByTestId('tab-active')).toContainText('Active (1)');

  await page.getByTestId(`button-campaign-menu-${veteran.id}`).click();
  await page.getByTestId(`button-resume-campaign-${veteran.id}`).click();
  await expect(page.getByTestId('toast')).toContainText('Campaign Resumed');
  await expect(page.getByTestId(`text-campaign-status-${veteran.id}`)).toHaveText('active');
});

test('a failed pause shows the server message in the SPEC toast', async ({ page }) => {
  await openLiveDashboard(page);
  const { veteran } = byState(await campaignsOf(page));
  await page.route(`**/api/campaigns/${veteran.id}/pause`, (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ code: 'unavailable', message: 'The ads platform is busy' }) }),
  );
  await page.getByTestId(`button-campaign-menu-${veteran.id}`).click();
  await page.getByTestId(`button-pause-campaign-${veteran.id}`).click();
  await expect(page.getByTestId('toast')).toContainText('Failed to Pause Campaign');
  await expect(page.getByTestId('toast')).toContainText('The ads platform is busy');
  await expect(page.getByTestId(`text-campaign-status-${veteran.id}`)).toHaveText('active');
});

test('keyboard only: open a campaign menu, pause, then resume', async ({ page }) => {
  await openLiveDashboard(page);
  const { veteran } = byState(await campaignsOf(page));
  const trigger = page.getByTestId(`button-campaign-menu-${veteran.id}`);
  await expect(trigger).toHaveAccessibleName(`Actions for ${veteran.name}`);
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId(`button-pause-campaign-${veteran.id}`)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId(`text-campaign-status-${veteran.id}`)).toHaveText('paused');
  await trigger.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId(`text-campaign-status-${veteran.id}`)).toHaveText('active');
});

test('a 360 px phone: no tab scrolls the page sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await openLiveDashboard(page);
  for (const tab of ['all-campaigns', 'active', 'ad-testing', 'campaign-history', 'activity-log']) {
    await page.getByTestId(`tab-${tab}`).click();
    const panel = page.locator('[role="tabpanel"][data-state="active"]');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('status')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), tab).toBeLessThanOrEqual(360);
  }
});

test('Ad Testing: hierarchy, figures and keywords; pause and resume an ad', async ({ page }) => {
  await openLiveDashboard(page);
  await page.getByTestId('tab-ad-testing').click();
  const hierarchy = (await (await page.request.get('/api/ad-testing/hierarchy')).json()) as HierarchyResponse;
  // The first campaign opens by default; its ads and keywords load with it.
  const detail = (await (await page.request.get(`/api/ad-testing/hierarchy/${hierarchy[0].id}`)).json()) as CampaignAdTestsResponse;
  const group = detail.adGroups[0];
  const ad = group.ads.find((a) => a.status === 'active' && a.lifecycleStage !== 'eliminated')!;
  await expect(page.getByTestId('text-traffic-split')).toContainText('70%');
  await expect(page.getByTestId(`card-hierarchy-campaign-${hierarchy[0].id}`)).toContainText(hierarchy[0].name);
  const adCard = page.getByTestId(`card-ad-${ad.id}`);
  await expect(adCard).toContainText(`Variant ${ad.variant}`);
  await expect(adCard).toContainText(ad.headlines[0]);
  await expect(page.getByTestId(`text-ad-quality-${ad.id}`)).toHaveText(ad.qualityScore === null ? 'N/A' : `${ad.qualityScore}/10`);
  await expect(page.getByTestId(`text-ad-ctr-${ad.id}`)).toHaveText(`${ad.ctr.toFixed(2)}%`);
  if (ad.aiReasoning) await expect(page.getByTestId(`text-ai-strategy-${ad.id}`)).toContainText(ad.aiReasoning.strategy);
  if (ad.ctrInterval) await expect(page.getByTestId(`text-ad-ctr-interval-${ad.id}`)).toContainText('CTR 95% interval');
  const keyword = group.keywords[0];
  await expect(page.getByTestId(`card-keyword-${keyword.id}`)).toContainText(keyword.matchType);

  await page.getByTestId(`button-ad-menu-${ad.id}`).click();
  await page.getByTestId(`button-pause-ad-${ad.id}`).click();
  await expect(page.getByTestId('toast')).toContainText('Ad Paused');
  await expect(page.getByTestId(`text-ad-status-${ad.id}`)).toHaveText('paused');
  await page.getByTestId(`button-ad-menu-${ad.id}`).click();
  await page.getByTestId(`button-resume-ad-${ad.id}`).click();
  await expect(page.getByTestId('toast')).toContainText('Ad Resumed');
  await expect(page.getByTestId(`text-ad-status-${ad.id}`)).toHaveText('active');

  // Another campaign starts collapsed; expanding it loads its ads, with an error and a retry if that read fails.
  const second = hierarchy[1];
  expect(second).toBeDefined();
  const secondPath = `/api/ad-testing/hierarchy/${second.id}`;
  const secondCard = page.getByTestId(`card-hierarchy-campaign-${second.id}`);
  await expect(secondCard).not.toHaveAttribute('open');
  await expect(secondCard.locator('[data-testid^="card-ad-"]')).toHaveCount(0);
  await page.route(`**${secondPath}`, (route) => route.fulfill({ status: 500, json: { message: 'Internal error' } }));
  await secondCard.locator('summary').first().click();
  await expect(page.getByTestId(`text-ad-tests-error-${second.id}`)).toContainText("Could not load this campaign's ads and keywords.");
  await page.unroute(`**${secondPath}`);
  await page.getByTestId(`button-retry-ad-tests-${second.id}`).click();
  const secondDetail = (await (await page.request.get(secondPath)).json()) as CampaignAdTestsResponse;
  const competing = secondDetail.adGroups[0].ads.find((a) => a.lifecycleStage !== 'eliminated')!;
  await expect(page.getByTestId(`card-ad-${competing.id}`)).toContainText(competing.headlines[0]);
  await expect(page.getByTestId(`text-ad-tests-error-${second.id}`)).toHaveCount(0);
});

test('Campaign History: list, rounds with the current one open, back to the list', async ({ page }) => {
  await openLiveDashboard(page);
  const { veteran } = byState(await campaignsOf(page));
  await page.getByTestId('tab-campaign-history').click();
  await expect(page.getByTestId(`button-history-${veteran.id}`)).toContainText(`Round ${veteran.tournamentRound}`);
  await page.getByTestId(`button-history-${veteran.id}`).click();
  await expect(page.getByTestId('text-history-campaign')).toHaveText(veteran.name);
  await expect(page.getByTestId('text-round-count')).toHaveText(/^\d+ rounds?$/);
  const current = page.locator('details[open][data-testid^="card-round-"]');
  await expect(current).toHaveCount(1);
  await expect(current).toContainText('Current');
  await expect(page.locator('details:not([open])[data-testid^="card-round-"]').first()).toBeVisible();
  // An earlier, decided round has a champion with its reason.
  const firstRound = page.locator('[data-testid^="card-round-"]').first();
  await firstRound.locator('summary').click();
  await expect(firstRound.locator('[data-testid^="card-champion-"]')).toContainText('Why This Ad Won');
  await page.getByTestId('button-back-to-campaign-list').click();
  await expect(page.getByTestId(`button-history-${veteran.id}`)).toBeVisible();
});

test('Campaign History: a load failure says so', async ({ page }) => {
  await openLiveDashboard(page);
  const { veteran } = byState(await campaignsOf(page));
  await page.route(`**/api/campaigns/${veteran.id}/history`, (route) => route.fulfill({ status: 500, body: '' }));
  await page.getByTestId('tab-campaign-history').click();
  await page.getByTestId(`button-history-${veteran.id}`).click();
  await expect(page.getByTestId('text-history-error')).toContainText('Failed to load history');
  await expect(page.getByTestId('text-history-error')).toContainText('Could not retrieve campaign history. Please try again.');
});

test('Activity Log: entries, expansion and both filters', async ({ page }) => {
  await openLiveDashboard(page);
  await page.getByTestId('tab-activity-log').click();
  const { logs } = (await (await page.request.get('/api/activity-logs')).json()) as ActivityLogsResponse;
  const withAnalysis = logs.find((log) => log.details?.analysisReasoning);
  await expect(page.getByTestId(`card-log-${logs[0].id}`)).toContainText(logs[0].title);
  await expect(page.getByTestId(`card-log-${logs[0].id}`)).toContainText(/\d+[smhd] ago/);
  if (withAnalysis) {
    await page.getByTestId(`button-expand-log-${withAnalysis.id}`).click();
    await expect(page.getByTestId(`text-log-analysis-${withAnalysis.id}`)).toContainText('AI Expert Analysis');
    await expect(page.getByTestId(`text-log-analysis-${withAnalysis.id}`)).toContainText(withAnalysis.details!.analysisReasoning!.strategy);
  }

  await page.getByTestId('input-event-type').click();
  await expect(page.getByRole('option')).toHaveText(['All Events', 'Automation', 'Budget Audit', 'Metrics Sync']);
  await page.getByTestId('option-event-type-budget_audit').click();
  await expect(page.locator('[data-testid^="card-log-"]').first()).toHaveAttribute('data-event-type', 'budget_audit');
  await expect(page.locator('[data-testid^="card-log-"]:not([data-event-type="budget_audit"])')).toHaveCount(0);

  await page.getByTestId('input-level').click();
  await expect(page.getByRole('option')).toHaveText(['All Levels', 'Info', 'Success', 'Warning', 'Error']);
  await page.getByTestId('option-level-error').click();
  const errorAudits = logs.filter((log) => log.eventType === 'budget_audit' && log.level === 'error');
  if (errorAudits.length === 0) await expect(page.getByTestId('text-empty-activity')).toHaveText('No activity yet');
  await page.getByTestId('input-level').click();
  await page.getByTestId('option-level-warning').click();
  await expect(page.locator('[data-testid^="card-log-"]:not([data-level="warning"])')).toHaveCount(0);
});

test('run a new round through the preview dialog', async ({ page }) => {
  await openLiveDashboard(page);
  const { awaiting } = byState(await campaignsOf(page));
  await page.getByTestId(`button-run-new-round-${awaiting.id}`).click();
  const dialog = page.getByTestId('card-new-round-dialog');
  await expect(dialog).toContainText('New Round Preview');
  await expect(dialog).toContainText('new AI-generated challengers');
  await expect(dialog.getByText('Defending').first()).toBeVisible();
  await expect(dialog.getByText('New', { exact: true })).toHaveCount(3 * (await dialog.locator('[data-testid^="card-preview-group-"]').count()));
  const challengerA = dialog.locator('[data-testid$="-A"]').first();
  await challengerA.getByText('AI Reasoning').click();
  await expect(challengerA).toContainText('Hypothesis');
  await page.getByTestId('button-confirm-new-round').click();
  await expect(page.getByTestId('toast')).toContainText('New Tournament Started');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId(`text-tracker-status-${awaiting.id}`)).toContainText(`Round ${awaiting.tournamentRound + 1} in Progress`);
  await expect(page.getByTestId(`card-round-approval-${awaiting.id}`)).toHaveCount(0);
});

test('stop and keep the champion, then the stopped card offers a new round', async ({ page }) => {
  await openLiveDashboard(page);
  const { paused } = byState(await campaignsOf(page));
  await page.getByTestId(`button-stop-tournament-${paused.id}`).click();
  await expect(page.getByTestId('toast')).toContainText('Tournament Stopped');
  await expect(page.getByTestId('toast')).toContainText('Champion ad will continue running');
  await expect(page.getByTestId(`text-approval-title-${paused.id}`)).toHaveText('Tournament Stopped');
  await expect(page.getByTestId(`card-round-approval-${paused.id}`)).toContainText('Your champion ad is running. You can restart testing anytime.');
  await expect(page.getByTestId(`text-tracker-status-${paused.id}`)).toContainText('Champion Crowned!');
  await expect(page.getByTestId(`button-stop-tournament-${paused.id}`)).toHaveCount(0);
  await page.getByTestId(`button-run-new-round-${paused.id}`).click();
  await expect(page.getByTestId('card-new-round-dialog')).toContainText('in Round 1');
  await page.getByTestId('button-cancel-new-round').click();
  await expect(page.getByTestId('card-new-round-dialog')).toHaveCount(0);
});

test('create a campaign in two steps', async ({ page }) => {
  await openLiveDashboard(page);
  await page.getByTestId('button-create-campaign').click();
  const generate = page.getByTestId('button-generate-preview');
  await expect(page.getByTestId('input-campaign-name')).toHaveAttribute('placeholder', /Summer Sale, New Product Launch, Holiday Special/);
  await expect(page.getByText('Recommended minimum: $20/month')).toBeVisible();
  await expect(generate).toBeDisabled();
  await page.getByTestId('input-campaign-name').fill('Winter Tune-Up');
  await page.getByTestId('input-campaign-budget').fill('10');
  await expect(generate).toBeDisabled();
  await page.getByTestId('input-campaign-budget').fill('250');
  await expect(generate).toBeEnabled();
  await generate.click();
  await expect(page.getByRole('heading', { name: 'Preview Your Campaign Ads' })).toBeVisible();
  await expect(page.getByTestId('card-preview-variant-A')).toContainText('Variant A');
  await page.getByTestId('button-back-to-form').click();
  await expect(page.getByTestId('input-campaign-name')).toHaveValue('Winter Tune-Up');
  await generate.click();
  await page.getByTestId('button-confirm-create').click();
  await expect(page.getByTestId('toast')).toContainText('Campaign Created');
  await expect(page.getByTestId('card-create-campaign-dialog')).toHaveCount(0);
  await expect(page.locator('[data-testid^="text-campaign-name-"]', { hasText: 'Winter Tune-Up' })).toBeVisible();

  // Closing resets the form.
  await page.getByTestId('button-create-campaign').click();
  await expect(page.getByTestId('input-campaign-name')).toHaveValue('');
  await page.getByTestId('button-cancel-create').click();
});

test('closing the create dialog drops a preview that arrives late', async ({ page }) => {
  await openLiveDashboard(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/campaigns/preview', async (route) => {
    await held;
    await route.fallback();
  });
  await page.getByTestId('button-create-campaign').click();
  await page.getByTestId('input-campaign-name').fill('Late Preview');
  await page.getByTestId('input-campaign-budget').fill('100');
  await page.getByTestId('button-generate-preview').click();
  await expect(page.getByTestId('button-generate-preview')).toHaveText('Generating Preview...');
  await page.getByTestId('button-cancel-create').click();
  await page.getByTestId('button-create-campaign').click();
  await expect(page.getByTestId('input-campaign-name')).toHaveValue('');
  const late = page.waitForResponse('**/api/campaigns/preview');
  release();
  await late;
  await page.getByTestId('input-campaign-name').fill('Fresh start');
  await expect(page.getByTestId('input-campaign-name')).toHaveValue('Fresh start');
  await expect(page.getByRole('heading', { name: 'Preview Your Campaign Ads' })).toHaveCount(0);
  await expect(page.getByTestId('button-generate-preview')).toHaveText('Generate Preview');
});

test('an engine change reaches the open page within 1 s, with no polling while the socket is up', async ({ page, product, seeded }) => {
  await page.clock.install();
  await openLiveDashboard(page);
  const { veteran } = byState(await campaignsOf(page));
  const gets = recordApiGets(page);
  // Longer than every polling interval (campaigns 5 s, activity 10 s): a poller would have fired.
  await page.clock.runFor(11_000);
  await product.engine.commands.pauseCampaign(seeded.userId, veteran.id);
  await expect(page.getByTestId(`text-campaign-status-${veteran.id}`)).toHaveText('paused', { timeout: 1_000 });
  expect(gets.urls()).toEqual([]);
  gets.stop();
  await product.engine.commands.resumeCampaign(seeded.userId, veteran.id);
  await expect(page.getByTestId(`text-campaign-status-${veteran.id}`)).toHaveText('active', { timeout: 1_000 });
});

test('the business.updated push a metrics sync sends moves both budget cards within 1 s, with no polling', async ({ page, product, seeded }) => {
  await page.clock.install();
  await openLiveDashboard(page);
  const synced = await product.engine.queries.getMyBusiness(seeded.userId);
  if (!synced?.dailySpend) throw new Error('the seeded business has no daily spend');
  const gets = recordApiGets(page);
  await page.clock.runFor(11_000);
  // What a sync that booked $12.34 more today would push (the engine test checks that it does).
  const booked = 12.34;
  const later: Business = {
    ...synced,
    todayAdSpend: (synced.todayAdSpend ?? 0) + booked,
    currentMonthAdSpend: synced.currentMonthAdSpend + booked,
    dailySpend: synced.dailySpend.map((day, index, days) => (index === days.length - 1 ? { ...day, spend: day.spend + booked } : day)),
  };
  const chart = page.getByTestId('chart-spend-pacing');
  const before = await chart.locator('.pacing-chart-actual').getAttribute('d');
  product.engine.context.bus.publish([domainEvent('business.updated', seeded.businessId, later)]);
  await expect(page.getByTestId('text-budget-daily')).toContainText(`${usd(later.todayAdSpend ?? 0)} / `, { timeout: 1_000 });
  await expect(page.getByTestId('text-budget-monthly')).toContainText(`${usd(later.currentMonthAdSpend)} / `);
  await expect(chart).toHaveAttribute('aria-label', containing(`Spent ${usd(later.currentMonthAdSpend)} by day `));
  expect(await chart.locator('.pacing-chart-actual').getAttribute('d')).not.toBe(before);
  expect(gets.urls()).toEqual([]);
  gets.stop();
  product.engine.context.bus.publish([domainEvent('business.updated', seeded.businessId, synced)]);
  await expect(page.getByTestId('text-budget-daily')).toContainText(`${usd(synced.todayAdSpend ?? 0)} / `, { timeout: 1_000 });
});

test('socket down: "Reconnecting…", polling at the SPEC interval, then a resync once it is back', async ({ page, product }) => {
  let blocked = false;
  // While blocked, the browser cannot reach Socket.IO at all (neither WebSocket nor long-polling).
  await page.routeWebSocket(/\/socket\.io\//, (ws) => (blocked ? ws.close() : ws.connectToServer()));
  await page.route('**/socket.io/**', (route) => (blocked ? route.abort() : route.fallback()));
  await page.clock.install();
  await openLiveDashboard(page);

  blocked = true;
  const gets = recordApiGets(page);
  if (!product.web) throw new Error('this test needs the web process');
  await product.web.io.disconnectSockets(true);
  await expect(page.getByTestId('text-reconnecting')).toHaveText('Reconnecting…');
  await page.clock.runFor(5_500);
  await expect.poll(() => gets.urls().filter((url) => url === '/api/campaigns').length).toBeGreaterThan(0);

  blocked = false;
  const resync = recordApiGets(page);
  // Socket.IO's back-off is at most 5 s (randomised); a little more lets it try again.
  await page.clock.runFor(6_000);
  await expect(page.locator('main[data-realtime="live"]')).toBeVisible();
  await expect(page.getByTestId('text-reconnecting')).toHaveCount(0);
  await expect.poll(() => resync.urls()).toEqual(expect.arrayContaining(['/api/campaigns', '/api/businesses/me']));
  gets.stop();
  resync.stop();
});
