import { createRequire } from 'node:module';

type GoogleAdsLibrary = typeof import('google-ads-api');

const require = createRequire(import.meta.url);
let library: GoogleAdsLibrary | undefined;

/**
 * google-ads-api's client, services and errors, loaded on first use. Its compiled protos take about 3 s of CPU to
 * load, which demo mode, `npm run plan` and most tests never need (every integration test paid it, and every
 * product process at start-up). Its enums, which the engine reads everywhere, come from the light
 * `google-ads-api/enums` entry (22 ms); only the client, request messages and error enums come from here.
 * Loaded with `require`: the first use sits in synchronous code (a Customer, an error's code names).
 */
export function googleAdsLibrary(): GoogleAdsLibrary {
  library ??= require('google-ads-api') as GoogleAdsLibrary;
  return library;
}
