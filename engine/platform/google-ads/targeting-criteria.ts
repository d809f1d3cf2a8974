import type { Customer } from 'google-ads-api';
import { enums } from 'google-ads-api/enums';
import type { LanguageCode, Targeting, TargetLocation } from '../../../schema/targeting';
import type { GoogleAdsCall } from '../../google-ads/call-policy';
import { enumName, toText } from '../../google-ads/gaql-values';
import { googleAdsLibrary } from '../../google-ads/google-ads-library';
import type { Operation } from './campaign-operations';

/** A location as a campaign criterion: a radius around an address, or a geo target constant. */
export type ResolvedLocation =
  | { kind: 'proximity'; address: string; radiusKm: number; countryCode: string | null }
  | { kind: 'geo'; geoTargetConstant: string };

export interface ResolvedTargeting {
  /** Empty with 'everywhere' (the owner chose it): no location criterion. */
  locations: ResolvedLocation[];
  languageConstants: string[];
  /** What Google could not resolve, as the owner wrote it: shown to fix before launch. */
  unresolved: string[];
}

/** Google's language constant codes differ from ISO 639-1 for a few languages. */
const GOOGLE_LANGUAGE_CODE: Readonly<Record<string, string>> = { he: 'iw', zh: 'zh_CN', no: 'no' };

const quoted = (values: readonly string[]) => values.map((value) => `'${value.replace(/[^A-Za-z_]/g, '')}'`).join(', ');

/**
 * Turns a business's targeting into what Google Ads needs: named places resolved with
 * GeoTargetConstantService.SuggestGeoTargetConstants (in the location's country), countries and
 * languages read from geo_target_constant and language_constant, proximity kept as an address
 * (Google geocodes it). Results are kept for this resolver's life (one per platform object).
 */
export class TargetingResolver {
  private readonly cache = new Map<string, Promise<ResolvedTargeting>>();

  constructor(
    private readonly customer: Customer,
    private readonly call: GoogleAdsCall,
  ) {}

  resolve(targeting: Targeting): Promise<ResolvedTargeting> {
    const key = JSON.stringify(targeting);
    let resolved = this.cache.get(key);
    if (!resolved) {
      resolved = this.resolveNow(targeting);
      this.cache.set(key, resolved);
      resolved.catch(() => this.cache.delete(key));
    }
    return resolved;
  }

  private async resolveNow(targeting: Targeting): Promise<ResolvedTargeting> {
    const unresolved: string[] = [];
    const locations: ResolvedLocation[] = [];
    const countries = targeting.locations.filter((location) => location.kind === 'country');
    const countryConstants = countries.length > 0 ? await this.countryConstants(countries.map((location) => location.countryCode)) : new Map<string, string>();
    for (const location of targeting.locations) {
      if (location.kind === 'everywhere') continue;
      if (location.kind === 'proximity') {
        locations.push({ kind: 'proximity', address: location.address, radiusKm: location.radiusKm, countryCode: location.countryCode });
        continue;
      }
      const constant = location.kind === 'country' ? countryConstants.get(location.countryCode) : await this.place(location);
      if (constant) locations.push({ kind: 'geo', geoTargetConstant: constant });
      else unresolved.push(location.label);
    }
    const languages = await this.languageConstants(targeting.languages);
    for (const code of targeting.languages) if (!languages.has(code)) unresolved.push(`language "${code}"`);
    return { locations, languageConstants: [...languages.values()], unresolved };
  }

  /** The best enabled suggestion in the location's own country; null when Google knows none. */
  private async place(location: Extract<TargetLocation, { kind: 'place' }>): Promise<string | null> {
    const response = await this.call(`find the location "${location.name}"`, 1, () =>
      this.customer.geoTargetConstants.suggestGeoTargetConstants(
        googleAdsLibrary().services.SuggestGeoTargetConstantsRequest.create({ locale: 'en', country_code: location.countryCode, location_names: { names: [location.name] } }),
      ),
    );
    for (const suggestion of response?.geo_target_constant_suggestions ?? []) {
      const constant = suggestion.geo_target_constant;
      if (!constant?.resource_name) continue;
      if (enumName(enums.GeoTargetConstantStatus, constant.status) !== 'ENABLED') continue;
      if (constant.country_code && constant.country_code !== location.countryCode) continue;
      return constant.resource_name;
    }
    return null;
  }

  private async countryConstants(codes: readonly string[]): Promise<Map<string, string>> {
    const rows = await this.call('find the countries', 1, () =>
      this.customer.query<{ geo_target_constant?: { resource_name?: unknown; country_code?: unknown } }[]>(
        `SELECT geo_target_constant.resource_name, geo_target_constant.country_code FROM geo_target_constant WHERE geo_target_constant.country_code IN (${quoted(codes)}) AND geo_target_constant.target_type = 'Country' AND geo_target_constant.status = 'ENABLED'`,
      ),
    );
    return new Map(rows.map((row) => [toText(row.geo_target_constant?.country_code), toText(row.geo_target_constant?.resource_name)]));
  }

  private async languageConstants(codes: readonly LanguageCode[]): Promise<Map<string, string>> {
    if (codes.length === 0) return new Map();
    const googleCodes = codes.map((code) => GOOGLE_LANGUAGE_CODE[code] ?? code);
    const rows = await this.call('find the languages', 1, () =>
      this.customer.query<{ language_constant?: { resource_name?: unknown; code?: unknown } }[]>(
        `SELECT language_constant.resource_name, language_constant.code FROM language_constant WHERE language_constant.code IN (${quoted(googleCodes)}) AND language_constant.targetable = TRUE`,
      ),
    );
    const byGoogleCode = new Map(rows.map((row) => [toText(row.language_constant?.code), toText(row.language_constant?.resource_name)]));
    const found = new Map<string, string>();
    codes.forEach((code, index) => {
      const constant = byGoogleCode.get(googleCodes[index]);
      if (constant) found.set(code, constant);
    });
    return found;
  }
}

/** Campaign criteria for resolved targeting: locations (radius in km) and languages. */
export function targetingOperations(campaign: string, resolved: Pick<ResolvedTargeting, 'locations' | 'languageConstants'>): Operation[] {
  const operations: Operation[] = resolved.locations.map((location) => ({
    entity: 'campaign_criterion',
    operation: 'create',
    resource:
      location.kind === 'proximity'
        ? {
            campaign,
            proximity: {
              address: { street_address: location.address, ...(location.countryCode ? { country_code: location.countryCode } : {}) },
              radius: location.radiusKm,
              radius_units: enums.ProximityRadiusUnits.KILOMETERS,
            },
          }
        : { campaign, location: { geo_target_constant: location.geoTargetConstant } },
  }));
  for (const language of resolved.languageConstants) {
    operations.push({ entity: 'campaign_criterion', operation: 'create', resource: { campaign, language: { language_constant: language } } });
  }
  return operations;
}

/** Only people in, or regularly in, the area see the ads: not those merely interested in it (DESIGN.md). */
export const PRESENCE_ONLY = {
  positive_geo_target_type: enums.PositiveGeoTargetType.PRESENCE,
  negative_geo_target_type: enums.NegativeGeoTargetType.PRESENCE,
} as const;

/** A criterion as read back, reduced to what decides whether it must change. */
export function criterionKey(criterion: {
  location?: { geo_target_constant?: unknown } | null;
  language?: { language_constant?: unknown } | null;
  proximity?: { address?: { street_address?: unknown; country_code?: unknown } | null; radius?: unknown } | null;
}): string {
  if (criterion.location?.geo_target_constant) return `geo|${toText(criterion.location.geo_target_constant)}`;
  if (criterion.language?.language_constant) return `language|${toText(criterion.language.language_constant)}`;
  const address = criterion.proximity?.address;
  return `proximity|${toText(address?.street_address)}|${toText(address?.country_code)}|${Number(criterion.proximity?.radius ?? 0)}`;
}
