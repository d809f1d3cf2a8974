/**
 * The fake Google Ads API's geo target and language constants: a few real ids, enough for the
 * businesses the tests run (Portland, Berlin, Greater Manchester), answered the way
 * GeoTargetConstantService.SuggestGeoTargetConstants and GAQL on geo_target_constant and
 * language_constant answer.
 */
const PLACES = [
  { id: 1014044, name: 'Portland', canonical: 'Portland,Oregon,United States', countryCode: 'US', targetType: 'City' },
  { id: 1003854, name: 'Berlin', canonical: 'Berlin,Berlin,Germany', countryCode: 'DE', targetType: 'City' },
  { id: 1006912, name: 'Manchester', canonical: 'Manchester,England,United Kingdom', countryCode: 'GB', targetType: 'City' },
  { id: 1007000, name: 'Stockport', canonical: 'Stockport,England,United Kingdom', countryCode: 'GB', targetType: 'City' },
  { id: 21167, name: 'Oregon', canonical: 'Oregon,United States', countryCode: 'US', targetType: 'State' },
];

const COUNTRIES: Record<string, number> = { US: 2840, GB: 2826, DE: 2276, FR: 2250, ES: 2724, IT: 2380, NL: 2528, CA: 2124, IE: 2372, AT: 2040 };

const LANGUAGES: Record<string, number> = { en: 1000, de: 1001, fr: 1002, es: 1003, it: 1004, ja: 1005, nl: 1010, pt: 1014, sv: 1015, zh_CN: 1017, iw: 1027, pl: 1030, tr: 1037 };

export function suggestGeoTargets(request: { country_code?: string | null; location_names?: { names?: string[] | null } | null }) {
  const names = (request.location_names?.names ?? []).map((name) => name.trim().toLowerCase());
  const suggestions = PLACES.filter((place) => names.includes(place.name.toLowerCase()) && (!request.country_code || place.countryCode === request.country_code)).map((place) => ({
    locale: 'en',
    search_term: place.name,
    geo_target_constant: {
      resource_name: `geoTargetConstants/${place.id}`,
      id: place.id,
      name: place.name,
      canonical_name: place.canonical,
      country_code: place.countryCode,
      target_type: place.targetType,
      status: 'ENABLED',
    },
  }));
  return { geo_target_constant_suggestions: suggestions };
}

/** Rows for GAQL on geo_target_constant (countries) and language_constant; undefined for other queries. */
export function geoConstantRows(query: string): Record<string, unknown>[] | undefined {
  const codes = (query.match(/IN \(([^)]*)\)/)?.[1] ?? '').split(',').map((code) => code.trim().replace(/'/g, ''));
  if (/FROM geo_target_constant\b/.test(query)) {
    return codes.filter((code) => COUNTRIES[code]).map((code) => ({ geo_target_constant: { resource_name: `geoTargetConstants/${COUNTRIES[code]}`, country_code: code } }));
  }
  if (/FROM language_constant\b/.test(query)) {
    return codes.filter((code) => LANGUAGES[code]).map((code) => ({ language_constant: { resource_name: `languageConstants/${LANGUAGES[code]}`, code } }));
  }
  return undefined;
}

export const GEO = { places: PLACES, countries: COUNTRIES, languages: LANGUAGES };
