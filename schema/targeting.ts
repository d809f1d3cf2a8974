import { z } from 'zod';

/**
 * Where and in which languages a business's ads run. The strategist proposes it from the site (its
 * address, service areas, `lang` and country), the owner may edit it in onboarding's preview, it is
 * stored with the business and applied by the ads platform (demo: the simulator's demand follows the
 * area's size; live: Google Ads location and language criteria).
 */

/** ISO 3166-1 alpha-2, upper case ("GB", not "UK"). */
export const countryCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, { message: 'A country is a two-letter ISO code' })
  .transform((code) => code.toUpperCase());

/** ISO 639-1, lower case ("de"). */
export const languageCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, { message: 'A language is a two-letter ISO 639-1 code' })
  .transform((code) => code.toLowerCase());
export type LanguageCode = z.output<typeof languageCodeSchema>;

/** Google Ads' proximity targets accept radii from 1 km; beyond a few hundred km a region fits better. */
export const RADIUS_KM = { min: 1, max: 500 } as const;

const labelSchema = z.string().trim().min(1).max(200);

export const targetLocationSchema = z.discriminatedUnion('kind', [
  /** A radius around the business's street address (a local business that customers visit or that travels). */
  z.object({
    kind: z.literal('proximity'),
    address: z.string().trim().min(1).max(300),
    radiusKm: z.number().min(RADIUS_KM.min).max(RADIUS_KM.max),
    countryCode: countryCodeSchema.nullable(),
    label: labelSchema,
  }),
  /** A named city, town or region ("Stockport", "Oregon"), resolved to a geo target by the platform. */
  z.object({
    kind: z.literal('place'),
    name: z.string().trim().min(1).max(200),
    countryCode: countryCodeSchema,
    label: labelSchema,
  }),
  z.object({ kind: z.literal('country'), countryCode: countryCodeSchema, label: labelSchema }),
  /** Only when the site sells worldwide and says so. */
  z.object({ kind: z.literal('everywhere') }),
]);
export type TargetLocation = z.output<typeof targetLocationSchema>;

export const targetingSchema = z
  .object({
    locations: z.array(targetLocationSchema).min(1, { message: 'Choose at least one location' }).max(20),
    languages: z
      .array(languageCodeSchema)
      .min(1, { message: 'Choose at least one language' })
      .max(5)
      .refine((codes) => new Set(codes).size === codes.length, { message: 'Each language once' }),
  })
  .refine(({ locations }) => !locations.some((location) => location.kind === 'everywhere') || locations.length === 1, {
    message: '"Everywhere" cannot be combined with other locations',
    path: ['locations'],
  });
export type Targeting = z.output<typeof targetingSchema>;
export type TargetingInput = z.input<typeof targetingSchema>;

/** How a location reads to a person ("10 km around 12 High St, Manchester", "Everywhere"). */
export function locationLabel(location: TargetLocation): string {
  return location.kind === 'everywhere' ? 'Everywhere' : location.label;
}

/** English names of the languages the product writes in or targets, for labels and pickers. */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  ar: 'Arabic',
  bg: 'Bulgarian',
  ca: 'Catalan',
  cs: 'Czech',
  da: 'Danish',
  de: 'German',
  el: 'Greek',
  en: 'English',
  es: 'Spanish',
  et: 'Estonian',
  fi: 'Finnish',
  fr: 'French',
  he: 'Hebrew',
  hi: 'Hindi',
  hr: 'Croatian',
  hu: 'Hungarian',
  id: 'Indonesian',
  it: 'Italian',
  ja: 'Japanese',
  ko: 'Korean',
  lt: 'Lithuanian',
  lv: 'Latvian',
  nl: 'Dutch',
  no: 'Norwegian',
  pl: 'Polish',
  pt: 'Portuguese',
  ro: 'Romanian',
  ru: 'Russian',
  sk: 'Slovak',
  sl: 'Slovenian',
  sr: 'Serbian',
  sv: 'Swedish',
  th: 'Thai',
  tr: 'Turkish',
  uk: 'Ukrainian',
  vi: 'Vietnamese',
  zh: 'Chinese',
};

export function languageName(code: string): string {
  return LANGUAGE_NAMES[code] ?? code;
}

/**
 * How much search demand a targeted area holds relative to a 10 km radius around a town address
 * (1): the demo simulator scales a market's searches by it. Radii grow demand less than their area
 * (people thin out away from a centre), each named town adds a town's worth, a country or the world
 * far more. Bounded so a plan never turns a small budget into an unlimited market.
 */
export function targetedAreaScale(targeting: Targeting | null | undefined): number {
  if (!targeting || targeting.locations.length === 0) return 1;
  let scale = 0;
  for (const location of targeting.locations) {
    if (location.kind === 'proximity') scale += Math.sqrt(location.radiusKm / 10);
    else if (location.kind === 'place') scale += 0.5;
    else if (location.kind === 'country') scale += 3;
    else scale += 4;
  }
  return Math.min(4, Math.max(0.3, scale));
}
