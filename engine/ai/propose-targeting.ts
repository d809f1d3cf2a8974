import { type BusinessBrief, isSiteContent } from '../../schema/ai-plan';
import type { Targeting, TargetLocation } from '../../schema/targeting';
import { guessLanguage } from '../site/detect-language';
import { localityOf, namesCountry } from '../site/site-locale';
import { countryNamed, placeFromAudience, refusesPlace, worksRemotelyWorldwide } from './business-facts';
import { FIRST_LEVEL_REGIONS } from './regions';

/**
 * Where the ads should run and in which languages, as an expert would set it up: a radius around
 * the address for a business people visit or that travels, the towns its site lists as service
 * areas, the owner's town from the form, or the whole country for a business that sells online;
 * "everywhere" only when the site says it sells worldwide. Languages: the site's own.
 */

const WORLDWIDE = /ship(ping|s)? (worldwide|internationally|all over the world|to over \d+ countries)|worldwide (shipping|delivery)|international shipping|weltweit(er)? versand|livraison (dans le monde entier|internationale)|envíos? (a todo el mundo|internacionales)|spedizioni? in tutto il mondo|wereldwijd verzonden|envio para todo o mundo/i;

/** A local business that also serves its whole country online ("or online anywhere in the UK"). */
const ONLINE_NATIONWIDE = /\bonline\b[^.\n]{0,40}\b(anywhere in|across|throughout|all over) (the )?(UK|United Kingdom|US|USA|United States|Canada|Australia|Ireland|New Zealand|country)\b|\bonline,? nationwide\b/i;

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const LANGUAGE_HOME: Record<string, string> = { en: 'US', de: 'DE', fr: 'FR', es: 'ES', it: 'IT', nl: 'NL', pt: 'PT', pl: 'PL', sv: 'SE', da: 'DK', no: 'NO' };

export function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The site says it sells or works worldwide: the one case where "everywhere" is a business's area. */
export function saysWorldwide(text: string): boolean {
  return WORLDWIDE.test(text) || worksRemotelyWorldwide(text);
}

export interface TargetingFacts {
  /** The business is visited or travels to customers (a trade, a shop with a counter, a clinic). */
  local: boolean;
  /** It travels to customers (plumber, roofer): a wider radius than a shop people walk into. */
  travels: boolean;
  /** What the site rules out: a town it refuses ("Keine Kurse in Hamburg") is never targeted, whatever else names it. */
  refused?: readonly string[];
}

export function proposeTargeting(brief: BusinessBrief, facts: TargetingFacts): Targeting {
  const site = isSiteContent(brief.site) ? brief.site : null;
  const formText = [brief.businessName, brief.industry, brief.targetAudience].filter(Boolean).join(' ');
  const language = site?.language ?? guessLanguage(formText, 2) ?? 'en';
  // Without a site that tells the country, the language's home (the product's owners type US dollars: English means the US).
  // The owner's "across Canada" names the market when the site does not tell its country.
  const formCountry = countryNamed(placeFromAudience(brief.targetAudience) ?? '');
  const country = site?.country ?? formCountry ?? LANGUAGE_HOME[language] ?? null;
  const locations: TargetLocation[] = [];
  const address = site?.contact.address ?? null;
  // The address's town as the site names it too (schema.org's addressLocality), in any country's format.
  const locality = localityOf(address, site?.places ?? []);
  const formPlace = placeFromAudience(brief.targetAudience);

  if (site && !facts.local && WORLDWIDE.test(site.text)) return { locations: [{ kind: 'everywhere' }], languages: [language] };
  // No door to walk through and clients anywhere: the site itself says "everywhere".
  if (site && !address && worksRemotelyWorldwide(site.text)) return { locations: [{ kind: 'everywhere' }], languages: [language] };

  if (facts.local) {
    if (address && locality) {
      const radiusKm = travelsToCustomers(site?.text ?? '', facts.travels) ? 25 : 10;
      locations.push({ kind: 'proximity', address, radiusKm, countryCode: country, label: `${radiusKm} km around ${address}` });
    }
    // Service areas the site lists (beyond the address's own town), or the owner's town.
    // A state or province beside a radius around the address would buy the whole of Ontario for an Ottawa window cleaner.
    const nearby = locations.some((location) => location.kind === 'proximity');
    const towns = (site?.places ?? []).filter((place) => !isSameTown(place, locality) && !refusesPlace(facts.refused ?? [], place, address) && !/county|region|région|regione|provincia|state/i.test(place) && place.split(' ').length <= 4 && !(nearby && FIRST_LEVEL_REGIONS.has(place.toLowerCase())));
    const distinct = towns.filter((town, index) => !towns.some((other, at) => at < index && isSameTown(town, other)));
    const listed = distinct.length > 0 ? distinct : formPlace && !isSameTown(formPlace, locality) ? [formPlace] : [];
    for (const town of listed.slice(0, 8)) {
      if (country && namesCountry(town, country, language)) {
        // A radius around the address says where a local business works; a whole country beside it ("areaServed":
        // ["Oslo", "Viken", "Norge"]) would buy searches from people it never reaches.
        if (nearby) continue;
        if (!locations.some((location) => location.kind === 'country')) locations.push({ kind: 'country', countryCode: country, label: countryName(country) });
      } else if (country && !locations.some((location) => location.kind === 'place' && location.name === town)) {
        locations.push({ kind: 'place', name: town, countryCode: country, label: `${town}, ${countryName(country)}` });
      }
    }
  }
  // Lessons or advice online across the country as well as in person: the country too, beside the local area.
  if (facts.local && country && locations.length > 0 && ONLINE_NATIONWIDE.test(site?.text ?? '') && !locations.some((location) => location.kind === 'country')) {
    locations.push({ kind: 'country', countryCode: country, label: countryName(country) });
  }
  // "Across Canada" is the country, not a place named Canada in Canada.
  if (locations.length === 0 && formPlace && country && countryNamed(formPlace) === null) locations.push({ kind: 'place', name: formPlace, countryCode: country, label: `${formPlace}, ${countryName(country)}` });
  if (locations.length === 0) locations.push(country ? { kind: 'country', countryCode: country, label: countryName(country) } : { kind: 'everywhere' });
  return { locations, languages: [language] };
}

/** The site says customers come in ("bring your bike in", "walk-ins") or that it goes to them ("mobile", "we come to you"). */
const COMES_TO_THEM = /\b(mobile|we come to you|comes? to your|call-?outs?|at your (home|door|driveway|office))\b|\bon[- ]site\b/i;
const THEY_COME_IN = /\b(bring (your|it|them)\b[^.]{0,30}\bin\b|drop (it |them )?off|walk-?ins?|all appointments take place at)\b/i;

/** A trade that quotes usually travels; what the site says of itself wins. */
export function travelsToCustomers(text: string, usually: boolean): boolean {
  if (COMES_TO_THEM.test(text)) return true;
  if (THEY_COME_IN.test(text)) return false;
  return usually;
}

function isSameTown(place: string, locality: string | null): boolean {
  if (!locality) return false;
  const a = place.toLowerCase();
  const b = locality.toLowerCase();
  return a === b || a.startsWith(`${b} `) || b.startsWith(`${a} `);
}
