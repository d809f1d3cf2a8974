import { FIXTURE_SITES } from '../fixtures/sites/fixture-sites';
import { describeFixtureSitePlans } from '../support/fixture-site-plans';

/** Issue 16's bar on held-out rounds 6 to 10 (the others: fixture-site-plans.test.ts). */
describeFixtureSitePlans(
  'plans an expert would launch: held-out rounds 6 to 10',
  FIXTURE_SITES.filter((site) => site.traps?.heldOut === true && (site.traps.round ?? 2) > 5),
);
