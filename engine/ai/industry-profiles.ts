/**
 * What the offline strategist knows about kinds of business: how to recognise them, what a
 * customer calls them, what they sell when the site does not say, the calls to action that fit,
 * and typical starting bids (USD cost per click on Google search for small advertisers).
 */

export interface IndustryProfile {
  id: string;
  /** How people refer to the trade in a search ("plumber", "bakery"). */
  noun: string;
  /** More specific nouns, picked when their pattern matches the business. */
  nouns?: [RegExp, string][];
  recognise: RegExp;
  /** Serves people near a place (true) or ships and sells everywhere (false). */
  local: boolean;
  baseBid: number;
  ctas: string[];
  /** Offerings to fall back on when the site lists none. */
  defaultServices: string[];
  /** Speed or convenience lines that promise nothing the business may not keep. */
  speedLines: string[];
  /** Words a searcher adds to a product or service ("software", "near me"). */
  keywordSuffixes: string[];
}

export const INDUSTRY_PROFILES: IndustryProfile[] = [
  {
    id: 'bakery',
    noun: 'bakery',
    recognise: /\b(bak(e|ery|eries|ing)|pastr(y|ies)|patisserie|cakes?|breads?|sourdough|croissants?)\b/i,
    local: true,
    baseBid: 1.1,
    ctas: ['Order Online', 'Call to Order', 'Visit Us Today', 'Order Ahead Today'],
    defaultServices: ['Custom Cakes', 'Fresh Bread', 'Pastries'],
    speedLines: ['Fresh Out of the Oven', 'Easy Order Ahead Pickup'],
    keywordSuffixes: ['bakery'],
  },
  {
    id: 'restaurant',
    noun: 'restaurant',
    nouns: [
      [/\bcaf(e|é)\b/i, 'cafe'],
      [/\bpizza/i, 'pizzeria'],
    ],
    recognise: /\b(restaurant|caf(e|é)|bistro|pizz(a|eria)|diner|eatery|brunch|takeout|take-out)\b/i,
    local: true,
    baseBid: 1.4,
    ctas: ['Reserve a Table', 'Order Online', 'View Our Menu'],
    defaultServices: ['Dinner', 'Lunch', 'Takeout'],
    speedLines: ['Quick Online Ordering', 'Easy Online Reservations'],
    keywordSuffixes: ['restaurant'],
  },
  {
    id: 'home-services',
    noun: 'contractor',
    nouns: [
      [/plumb|drain/i, 'plumber'],
      [/electric/i, 'electrician'],
      [/hvac|heating|air condition|furnace/i, 'HVAC company'],
      [/roof/i, 'roofer'],
      [/clean/i, 'cleaning service'],
      [/landscap|lawn/i, 'landscaper'],
      [/pest/i, 'pest control'],
      [/handyman/i, 'handyman'],
    ],
    recognise: /\b(plumb(er|ing)|drains?|hvac|heating|electricians?|roof(er|ing)|handyman|contractors?|cleaning services?|landscap(er|ing)|pest control|water heaters?)\b/i,
    local: true,
    baseBid: 4.5,
    ctas: ['Call Now', 'Book a Visit Today', 'Schedule Service Today', 'Call Today'],
    defaultServices: ['Repairs', 'Installation', 'Maintenance'],
    speedLines: ['Fast Response Times', 'Quick, Reliable Repairs'],
    keywordSuffixes: ['near me'],
  },
  {
    id: 'legal',
    noun: 'lawyer',
    nouns: [
      [/injur|accident/i, 'injury lawyer'],
      [/famil|divorce|custody/i, 'family lawyer'],
    ],
    recognise: /\b(law (firm|office)|lawyers?|attorneys?|legal services?|solicitors?|counsel)\b/i,
    local: true,
    baseBid: 6.5,
    ctas: ['Call for a Consultation', 'Talk to a Lawyer Today', 'Schedule a Consultation'],
    defaultServices: ['Legal Advice', 'Consultations', 'Representation'],
    speedLines: ['Prompt Case Review', 'Speak to a Lawyer Soon'],
    keywordSuffixes: ['lawyer', 'attorney'],
  },
  {
    id: 'software',
    noun: 'software',
    recognise: /\b(software|saas|softwareapplication|web app|invoicing|crm|free trial)\b/i,
    local: false,
    baseBid: 3.5,
    ctas: ['Start Your Free Trial', 'Book a Demo', 'Sign Up Today', 'See Plans and Pricing'],
    defaultServices: ['Online Platform', 'Team Workspace', 'Reporting'],
    speedLines: ['Get Started in Minutes', 'Set Up in Minutes'],
    keywordSuffixes: ['software', 'app'],
  },
  {
    id: 'retail',
    noun: 'store',
    nouns: [[/outfitter|outdoor|camping|kayak/i, 'outdoor store']],
    recognise: /\b(shop|store|onlinestore|outfitters?|boutique|retail|add to cart|gear|product)\b/i,
    local: false,
    baseBid: 1.0,
    ctas: ['Shop Now', 'Order Online Today', 'Browse the Collection', 'Buy Online Today'],
    defaultServices: ['New Arrivals', 'Best Sellers', 'Gift Ideas'],
    speedLines: ['Fast, Tracked Shipping', 'Quick and Easy Checkout'],
    keywordSuffixes: ['for sale', 'online'],
  },
  {
    id: 'health',
    noun: 'clinic',
    nouns: [
      [/dent/i, 'dentist'],
      [/chiro/i, 'chiropractor'],
      [/physio|physical therap/i, 'physical therapist'],
    ],
    recognise: /\b(dent(ist|al)|clinic|medical|doctor|physio(therapy)?|chiropract(or|ic)|health ?care|orthodont\w*)\b/i,
    local: true,
    baseBid: 4.0,
    ctas: ['Book an Appointment', 'Call Today', 'Book Online'],
    defaultServices: ['Checkups', 'Consultations', 'Treatments'],
    speedLines: ['Appointments This Week', 'Easy Online Booking'],
    keywordSuffixes: ['near me'],
  },
  {
    id: 'beauty',
    noun: 'salon',
    nouns: [
      [/barber/i, 'barber'],
      [/\bspa\b/i, 'spa'],
      [/nail/i, 'nail salon'],
    ],
    recognise: /\b(salon|barbers?|barbershop|spa|beauty|hair ?cuts?|nails?|shaves?)\b/i,
    local: true,
    baseBid: 1.8,
    ctas: ['Book Online', 'Book Your Appointment', 'Call Today'],
    defaultServices: ['Haircuts', 'Beard Trims', 'Hot Towel Shaves'],
    speedLines: ['Easy Online Booking', 'Appointments Available'],
    keywordSuffixes: ['near me'],
  },
  {
    id: 'fitness',
    noun: 'gym',
    nouns: [
      [/yoga/i, 'yoga studio'],
      [/pilates/i, 'pilates studio'],
    ],
    recognise: /\b(gym|fitness|yoga|pilates|personal train(er|ing)|crossfit|workout)\b/i,
    local: true,
    baseBid: 1.8,
    ctas: ['Book a Class', 'Join Today', 'Try a Free Class'],
    defaultServices: ['Group Classes', 'Personal Training', 'Memberships'],
    speedLines: ['Classes Every Day', 'Easy Online Booking'],
    keywordSuffixes: ['near me'],
  },
  {
    id: 'auto',
    noun: 'auto repair shop',
    nouns: [[/mechanic/i, 'mechanic']],
    recognise: /\b(auto repair|mechanics?|car repair|garage|brakes?|oil change|tires?|tyres?)\b/i,
    local: true,
    baseBid: 2.5,
    ctas: ['Book a Service', 'Call Today', 'Get a Quote'],
    defaultServices: ['Brake Repair', 'Oil Changes', 'Diagnostics'],
    speedLines: ['Same-Week Appointments', 'Quick Turnaround'],
    keywordSuffixes: ['near me'],
  },
  {
    id: 'accounting',
    noun: 'accountant',
    recognise: /\b(accountants?|accounting|bookkeep(er|ing)|cpa|tax (preparation|returns?))\b/i,
    local: true,
    baseBid: 3.5,
    ctas: ['Book a Consultation', 'Call Today', 'Get Started Today'],
    defaultServices: ['Tax Preparation', 'Bookkeeping', 'Payroll'],
    speedLines: ['Quick Turnaround', 'Fast, Accurate Returns'],
    keywordSuffixes: ['near me'],
  },
];

export const GENERIC_PROFILE: IndustryProfile = {
  id: 'generic',
  noun: 'business',
  recognise: /$^/,
  local: true,
  baseBid: 2.0,
  ctas: ['Contact Us Today', 'Call Today', 'Get in Touch Today'],
  defaultServices: ['Services'],
  speedLines: ['Quick, Friendly Service', 'Easy to Get Started'],
  keywordSuffixes: ['near me'],
};

function countMatches(pattern: RegExp, text: string): number {
  return text.match(new RegExp(pattern.source, 'gi'))?.length ?? 0;
}

/**
 * Picks the profile that best matches the owner's stated industry (strongest signal), the
 * schema.org types, then the site's title, description and headings.
 */
export function recogniseIndustry(signals: { industry?: string | null; schemaTypes: string[]; title: string; description: string; headings: string; name: string }): IndustryProfile {
  let best = GENERIC_PROFILE;
  let bestScore = 0;
  for (const profile of INDUSTRY_PROFILES) {
    const score =
      countMatches(profile.recognise, signals.industry ?? '') * 6 +
      countMatches(profile.recognise, signals.schemaTypes.join(' ')) * 4 +
      countMatches(profile.recognise, `${signals.name} ${signals.title}`) * 3 +
      countMatches(profile.recognise, signals.description) * 2 +
      countMatches(profile.recognise, signals.headings);
    if (score > bestScore) {
      best = profile;
      bestScore = score;
    }
  }
  return best;
}

/** The most specific noun for the business ("plumber" rather than "contractor"). */
export function nounFor(profile: IndustryProfile, text: string, industry?: string | null): string {
  const specific = profile.nouns?.find(([pattern]) => pattern.test(`${industry ?? ''} ${text}`));
  if (specific) return specific[1];
  if (profile.id === 'generic' && industry?.trim()) return industry.trim().toLowerCase();
  return profile.noun;
}
