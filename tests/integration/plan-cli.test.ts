import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureSiteServer, serveFixtureSites } from '../fixtures/sites/fixture-sites';

/**
 * `npm run plan` as a user runs it: a child process on a fixture site served on 127.0.0.1, which
 * only SITE_FETCH_ALLOW_HOSTS lets the site reader fetch. With --json, stdout is exactly one JSON
 * object of the shape; progress goes to stderr.
 */

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '../..');
let sites: FixtureSiteServer;

beforeAll(async () => {
  sites = await serveFixtureSites();
});
afterAll(() => sites?.close());

function plan(args: string[], env: Record<string, string> = {}) {
  return run(process.execPath, ['--import', 'tsx', 'engine/ai/plan-cli.ts', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', SITE_FETCH_ALLOW_HOSTS: `127.0.0.1:${new URL(sites.origin).port}`, ...env },
    timeout: 30_000,
  });
}

describe('npm run plan', () => {
  it('prints one JSON object with the plan the product would launch', async () => {
    const { stdout, stderr } = await plan(['--url', sites.urlOf('carpenter-de'), '--name', 'Tischlerei Brandt', '--budget', '1500', '--industry', 'Tischlerei', '--json']);
    expect(stderr).toMatch(/Reading http:\/\/127\.0\.0\.1:\d+\/carpenter-de\/ and planning with the offline strategist/);
    const output = JSON.parse(stdout);
    expect(Object.keys(output)).toEqual(['strategy', 'locations', 'languages', 'negativeKeywords', 'campaigns']);
    expect(output.languages).toEqual(['de']);
    expect(output.locations[0]).toMatch(/^10 km around Lehener Straße 88, Freiburg im Breisgau/);
    expect(output.negativeKeywords).toEqual(expect.arrayContaining(['fertigküchen', 'fensterreparaturen']));
    expect(output.campaigns.reduce((sum: number, campaign: { budget: number }) => sum + campaign.budget, 0)).toBe(1500);
    for (const campaign of output.campaigns) {
      expect(Object.keys(campaign)).toEqual(['name', 'description', 'budget', 'ads', 'keywords']);
      expect(Object.keys(campaign.ads[0])).toEqual(['headlines', 'descriptions']);
      for (const keyword of campaign.keywords) expect(['EXACT', 'PHRASE', 'BROAD']).toContain(keyword.matchType);
    }
  });

  it('prints every line with its source without --json', async () => {
    const { stdout } = await plan(['--url', sites.urlOf('physio'), '--name', 'Kirkstall Physiotherapy', '--budget', '800']);
    expect(stdout).toMatch(/Locations: 10 km around 27 Morris Lane, Leeds/);
    expect(stdout).toMatch(/H {2}Initial Assessment From £55 +← http:\/\/127\.0\.0\.1:\d+\/physio\/ — "Initial assessment \(60 min\) £55/);
    expect(stdout).not.toMatch(/Physical Therapy/);
    // Its assets too: the site's number in the UK format, resting on the sentence that shows it.
    expect(stdout).toMatch(/Call: 0113 496 0321 \(GB\) +← http:\/\/127\.0\.0\.1:\d+\/physio\/ — /);
  });

  it('refuses a private site that SITE_FETCH_ALLOW_HOSTS does not list, and bad arguments', async () => {
    const { stdout, stderr } = await plan(['--url', sites.urlOf('physio'), '--name', 'Kirkstall Physiotherapy', '--budget', '800', '--json'], { SITE_FETCH_ALLOW_HOSTS: '' });
    expect(stderr).toMatch(/could not be read \(Refused to fetch .* loopback address/);
    expect(JSON.parse(stdout).campaigns.length).toBeGreaterThanOrEqual(1);
    await expect(plan(['--url', 'not a url', '--name', 'X', '--budget', '100'])).rejects.toMatchObject({ code: 2, stderr: expect.stringMatching(/--websiteUrl/) });
  });
});
