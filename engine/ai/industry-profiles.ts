/**
 * What the offline strategist knows about kinds of business: how to recognise them, what a
 * customer calls them, what they sell when the site does not say, the calls to action that fit,
 * and typical starting bids (USD cost per click on Google search for small advertisers).
 */

/** A specific trade within an industry, picked when its pattern matches the business. */
export interface Trade {
  pattern: RegExp;
  /** The business as a countable noun ("bike repair shop", "dentist"). */
  noun: string;
  /** What searchers type when it differs from the noun ("bike repair"). */
  search?: string;
  /** Typical offerings of the trade, when the site lists none. */
  services?: string[];
  /** What the customer gets, as an imperative phrase that also reads before "with ...". */
  benefit?: string;
  speedLines?: string[];
  ctas?: string[];
  /** Matched on the owner's industry only, never on the site's words (which name neighbouring trades too). */
  namedByOwner?: boolean;
}

export interface IndustryProfile {
  id: string;
  /** How people refer to the trade in a search ("plumber", "bakery"). */
  noun: string;
  /** More specific trades, the first whose pattern matches the business wins. */
  trades?: Trade[];
  recognise: RegExp;
  /** Serves people near a place (true) or ships and sells everywhere (false). */
  local: boolean;
  /** Customers ask for a quote before they buy (trades), rather than read a price list. */
  quotes: boolean;
  baseBid: number;
  ctas: string[];
  /** Offerings to fall back on when the site lists none. */
  defaultServices: string[];
  /** What the customer gets (see Trade.benefit); promises nothing about the business itself. */
  benefit: string | null;
  /** Speed or convenience lines that promise nothing the business may not keep. */
  speedLines: string[];
  /** Words a searcher adds to a product or service ("software", "near me"). */
  keywordSuffixes: string[];
}

/** What a mechanic works on when it is not a car: "marine mechanic", "bike mechanic", "small engine mechanic". */
const NOT_OF_CARS = String.raw`(?<!(?:marine|boat|outboard|bike|bicycle|cycle|motorcycle|motorbike|small engine|aircraft|aviation|diesel|lawn ?mower|tractor|hvac|elevator|lift|piano|watch|clock)[\s-])`;

export const INDUSTRY_PROFILES: IndustryProfile[] = [
  {
    id: 'bakery',
    noun: 'bakery',
    recognise: /\b(bak(e|ery|eries|ing)|pastr(y|ies)|patisserie|cakes?|breads?|sourdough|croissants?)\b/i,
    local: true,
    quotes: false,
    baseBid: 1.1,
    ctas: ['Order Online', 'Call to Order', 'Visit Us Today', 'Order Ahead Today'],
    defaultServices: ['Custom Cakes', 'Fresh Bread', 'Pastries'],
    benefit: 'Make every occasion a little sweeter',
    speedLines: ['Fresh Out of the Oven', 'Easy Order Ahead Pickup'],
    keywordSuffixes: ['bakery'],
  },
  {
    id: 'restaurant',
    noun: 'restaurant',
    trades: [
      { pattern: /\bcaf(e|é)\b/i, noun: 'cafe', services: ['Coffee', 'Breakfast', 'Lunch'] },
      { pattern: /\bpizz/i, noun: 'pizzeria', search: 'pizza', services: ['Pizza', 'Pizza Delivery', 'Takeout'] },
    ],
    recognise: /\b(restaurant|caf(e|é)|bistro|pizz(a|eria)|diner|eatery|brunch|takeout|take-out)\b/i,
    local: true,
    quotes: false,
    baseBid: 1.4,
    ctas: ['Reserve a Table', 'Order Online', 'View Our Menu'],
    defaultServices: ['Dinner', 'Lunch', 'Takeout'],
    benefit: 'Enjoy a good meal without the hassle',
    speedLines: ['Quick Online Ordering', 'Easy Online Reservations'],
    keywordSuffixes: ['restaurant'],
  },
  {
    id: 'bike',
    noun: 'bike shop',
    trades: [
      {
        pattern: /repair|mechanic|service|tune|fix/i,
        noun: 'bike repair shop',
        search: 'bike repair',
        services: ['Bike Repair', 'Tune-Ups', 'Flat Tire Fixes'],
        benefit: 'Keep your bike safe and riding smoothly',
        ctas: ['Book a Repair', 'Call Today', 'Book a Tune-Up'],
      },
    ],
    recognise: /\b(bikes?|bicycles?|cycling|cyclists?|e-?bikes?)\b/i,
    local: true,
    quotes: true,
    baseBid: 1.5,
    ctas: ['Visit Us Today', 'Call Today', 'Book a Repair'],
    defaultServices: ['Bikes', 'Bike Repair', 'Bike Accessories'],
    benefit: 'Find the right bike for the way you ride',
    speedLines: ['Get Back on Your Bike Sooner', 'Ride Again Sooner'],
    keywordSuffixes: ['near me'],
  },
  {
    id: 'home-services',
    noun: 'contractor',
    trades: [
      { pattern: /plumb|drain/i, noun: 'plumber', services: ['Plumbing Repairs', 'Drain Cleaning', 'Water Heater Repair'], benefit: 'Keep your pipes and drains working' },
      { pattern: /electric/i, noun: 'electrician', services: ['Electrical Repairs', 'Lighting Installation', 'Panel Upgrades'], benefit: 'Keep the power in your home safe and working' },
      { pattern: /hvac|heating|air condition|furnace/i, noun: 'HVAC company', search: 'HVAC repair', services: ['AC Repair', 'Furnace Repair', 'HVAC Maintenance'], benefit: 'Stay comfortable at home in any season' },
      { pattern: /roof/i, noun: 'roofer', services: ['Roof Repair', 'Roof Replacement', 'Roof Inspections'], benefit: 'Keep your home dry and protected' },
      { pattern: /clean/i, noun: 'cleaning service', search: 'house cleaning', services: ['House Cleaning', 'Deep Cleaning', 'Move-Out Cleaning'], benefit: 'Come home to a clean house' },
      { pattern: /landscap|lawn/i, noun: 'landscaper', services: ['Lawn Care', 'Landscape Design', 'Yard Cleanup'], benefit: 'Enjoy a yard you are proud of' },
      { pattern: /pest/i, noun: 'pest control company', search: 'pest control', services: ['Pest Control', 'Termite Treatment', 'Rodent Control'], benefit: 'Keep pests out of your home' },
      { pattern: /handyman/i, noun: 'handyman', services: ['Home Repairs', 'Furniture Assembly', 'Drywall Repair'], benefit: 'Get your home to-do list done' },
    ],
    recognise: /\b(plumb(er|ing)|drains?|hvac|heating|electricians?|roof(er|ing)|handyman|contractors?|cleaning services?|landscap(er|ing)|pest control|water heaters?)\b/i,
    local: true,
    quotes: true,
    baseBid: 4.5,
    ctas: ['Call Now', 'Book a Visit Today', 'Schedule Service Today', 'Call Today'],
    defaultServices: ['Home Repairs', 'Remodeling', 'Maintenance'],
    benefit: 'Get your home project done',
    speedLines: ['Fast Response Times', 'Quick, Reliable Repairs'],
    keywordSuffixes: ['near me'],
  },
  {
    id: 'legal',
    noun: 'lawyer',
    trades: [
      { pattern: /injur|accident/i, noun: 'injury lawyer', services: ['Personal Injury Claims', 'Car Accident Claims', 'Injury Consultations'], benefit: 'Understand your options after an accident' },
      { pattern: /famil|divorce|custody/i, noun: 'family lawyer', services: ['Divorce', 'Child Custody', 'Family Law Advice'], benefit: 'Get clear advice on divorce and custody' },
    ],
    recognise: /\b(law (firm|office)|lawyers?|attorneys?|legal services?|solicitors?|counsel)\b/i,
    local: true,
    quotes: false,
    baseBid: 6.5,
    ctas: ['Call for a Consultation', 'Talk to a Lawyer Today', 'Schedule a Consultation'],
    defaultServices: ['Legal Advice', 'Consultations', 'Representation'],
    benefit: 'Get clear advice on your next step',
    speedLines: ['Prompt Case Review', 'Speak to a Lawyer Soon'],
    keywordSuffixes: ['lawyer', 'attorney'],
  },
  {
    id: 'software',
    noun: 'software',
    recognise: /\b(software|saas|softwareapplication|web app|invoicing|crm|free trial)\b/i,
    local: false,
    quotes: false,
    baseBid: 3.5,
    ctas: ['Start Your Free Trial', 'Book a Demo', 'Sign Up Today', 'See Plans and Pricing'],
    defaultServices: ['Online Platform', 'Team Workspace', 'Reporting'],
    benefit: 'Spend less time on busywork',
    speedLines: ['Get Started in Minutes', 'Set Up in Minutes'],
    keywordSuffixes: ['software', 'app'],
  },
  {
    id: 'retail',
    noun: 'store',
    trades: [{ pattern: /outfitter|outdoor|camping|kayak/i, noun: 'outdoor store', benefit: 'Gear up for your next trip' }],
    // "Store" the verb ("what you can and can't store", "we don't store cars") is a storage business's word, not a shop's.
    recognise: /\b(shop|(?<!\b(?:to|can|can['’]t|cannot|we|you|don['’]t|not|will|safely|and|or|i)\s)store|onlinestore|outfitters?|boutique|retail|add to cart|gear|product)\b/i,
    local: false,
    quotes: false,
    baseBid: 1.0,
    ctas: ['Shop Now', 'Order Online Today', 'Browse the Collection', 'Buy Online Today'],
    defaultServices: ['New Arrivals', 'Best Sellers', 'Gift Ideas'],
    benefit: 'Find what you need in one place',
    speedLines: ['Find What You Need Fast', 'Easy to Shop'],
    keywordSuffixes: ['for sale', 'online'],
  },
  {
    id: 'health',
    noun: 'clinic',
    trades: [
      { pattern: /dent/i, noun: 'dentist', services: ['Dental Checkups', 'Teeth Cleaning', 'Fillings'], benefit: 'Keep your smile healthy', speedLines: ['Easy to Book a Visit', 'Book Your Next Checkup'] },
      { pattern: /chiro/i, noun: 'chiropractor', services: ['Chiropractic Care', 'Back Pain Relief', 'Neck Pain Relief'], benefit: 'Move with less pain' },
      { pattern: /physio|physical therap/i, noun: 'physical therapist', search: 'physical therapy', services: ['Physical Therapy', 'Injury Rehab', 'Back Pain Relief'], benefit: 'Recover and get back to what you love' },
    ],
    recognise: /\b(dent(ist|al)|clinic|medical|doctor|physio(therapy)?|chiropract(or|ic)|health ?care|orthodont\w*)\b/i,
    local: true,
    quotes: false,
    baseBid: 4.0,
    ctas: ['Book an Appointment', 'Call Today', 'Book Online'],
    defaultServices: ['Checkups', 'Consultations', 'Treatments'],
    benefit: 'Get the care you need close to home',
    speedLines: ['Appointments This Week', 'Easy Online Booking'],
    keywordSuffixes: ['near me'],
  },
  {
    id: 'beauty',
    noun: 'salon',
    trades: [
      { pattern: /barber/i, noun: 'barbershop', search: 'barber', services: ['Haircuts', 'Beard Trims', 'Hot Towel Shaves'], benefit: 'Look sharp for work and the weekend' },
      { pattern: /\bspa\b/i, noun: 'spa', services: ['Massages', 'Facials', 'Spa Packages'], benefit: 'Relax and recharge' },
      { pattern: /nail/i, noun: 'nail salon', services: ['Manicures', 'Pedicures', 'Gel Nails'], benefit: 'Treat yourself to fresh nails' },
      { pattern: /hair|salon/i, noun: 'hair salon', services: ['Haircuts', 'Hair Color', 'Blowouts'], benefit: 'Leave with hair you love' },
    ],
    recognise: /\b(salon|barbers?|barbershop|spa|beauty|hair ?cuts?|nails?|shaves?)\b/i,
    local: true,
    quotes: false,
    baseBid: 1.8,
    ctas: ['Book Online', 'Book Your Appointment', 'Call Today'],
    defaultServices: ['Haircuts', 'Beard Trims', 'Hot Towel Shaves'],
    benefit: 'Look and feel your best',
    speedLines: ['Easy Online Booking', 'Appointments Available'],
    keywordSuffixes: ['near me'],
  },
  {
    id: 'fitness',
    noun: 'gym',
    trades: [
      { pattern: /yoga/i, noun: 'yoga studio', search: 'yoga', services: ['Yoga Classes', 'Private Yoga Sessions', 'Yoga for Beginners'], benefit: 'Build strength, flexibility and calm', ctas: ['Book a Class', 'Call Today', 'Visit the Studio'] },
      { pattern: /pilates/i, noun: 'pilates studio', search: 'pilates', services: ['Pilates Classes', 'Reformer Pilates', 'Private Sessions'], benefit: 'Build core strength at your own pace', ctas: ['Book a Class', 'Call Today', 'Visit the Studio'] },
      // A personal trainer is no gym: "personal training gym manchester" bids on gyms' searches.
      { pattern: /personal train(?:er|ers|ing)|\bPT\b/i, noun: 'personal trainer', search: 'personal training', services: ['Personal Training', 'Partner Training'], benefit: 'Get stronger with a plan made for you', ctas: ['Book a Consultation', 'Call Today'] },
    ],
    recognise: /\b(gym|fitness|yoga|pilates|personal train(er|ing)|crossfit|workout)\b/i,
    local: true,
    quotes: false,
    baseBid: 1.8,
    ctas: ['Book a Class', 'Join Today', 'Try a Free Class'],
    defaultServices: ['Group Classes', 'Personal Training', 'Memberships'],
    benefit: 'Get stronger at your own pace',
    speedLines: ['Classes Every Day', 'Easy Online Booking'],
    keywordSuffixes: ['near me'],
  },
  {
    id: 'auto',
    noun: 'auto repair shop',
    // A mechanic of boats, bikes or aircraft ("Marine mechanic") is no car mechanic: none of this profile's lines fit.
    trades: [{ pattern: new RegExp(`${NOT_OF_CARS}mechanic`, 'i'), noun: 'mechanic' }],
    recognise: new RegExp(String.raw`\b(auto repair|${NOT_OF_CARS}mechanics?|car repair|garage|brakes?|oil change|tires?|tyres?)\b`, 'i'),
    local: true,
    quotes: true,
    baseBid: 2.5,
    ctas: ['Book a Service', 'Call Today', 'Get a Quote'],
    defaultServices: ['Brake Repair', 'Oil Changes', 'Diagnostics'],
    benefit: 'Keep your car safe and reliable',
    speedLines: ['Same-Week Appointments', 'Quick Turnaround'],
    keywordSuffixes: ['near me'],
  },
  {
    id: 'accounting',
    noun: 'accountant',
    // A bookkeeper is no accountant, and many say so ("we're bookkeepers, not a CPA firm").
    // An accounting firm's site offers bookkeeping too: only the owner's industry makes a bookkeeper.
    trades: [{ pattern: /\bbookkeep(er|ers|ing)\b/i, noun: 'bookkeeper', search: 'bookkeeping', services: ['Bookkeeping', 'Payroll'], namedByOwner: true }],
    recognise: /\b(accountants?|accounting|bookkeep(er|ing)|cpa|tax (preparation|returns?))\b/i,
    local: true,
    quotes: true,
    baseBid: 3.5,
    ctas: ['Book a Consultation', 'Call Today', 'Get Started Today'],
    defaultServices: ['Tax Preparation', 'Bookkeeping', 'Payroll'],
    benefit: 'Take the stress out of taxes and bookkeeping',
    speedLines: ['Quick Turnaround', 'Fast, Accurate Returns'],
    keywordSuffixes: ['near me'],
  },
];

export const GENERIC_PROFILE: IndustryProfile = {
  id: 'generic',
  noun: 'business',
  recognise: /$^/,
  local: true,
  quotes: false,
  baseBid: 2.0,
  ctas: ['Contact Us Today', 'Call Today', 'Get in Touch Today'],
  // Nothing known: the offering comes from the owner's industry, or the ads lead with the name.
  defaultServices: [],
  benefit: null,
  speedLines: ['Easy to Get in Touch', 'Get Started Today'],
  keywordSuffixes: ['near me'],
};

function countMatches(pattern: RegExp, text: string): number {
  return text.match(new RegExp(pattern.source, 'gi'))?.length ?? 0;
}

/**
 * Picks the profile that best matches the owner's stated industry (strongest signal), the
 * schema.org types, then the site's title, description and headings.
 */
export function recogniseIndustry(signals: { industry?: string | null; schemaTypes: string[]; title: string; description: string; headings: string; name: string; language?: string | null }): IndustryProfile {
  let best = GENERIC_PROFILE;
  // The owner named, in English (the profiles' words), an industry no profile knows ("Junk removal", "IT services"): one
  // word in the headings ("Garage & basement cleanouts", "clinics" among the clients) is no reason to plan it as another
  // trade (an auto repair shop, a clinic); the title, description or schema must say so. An industry in another language
  // ("Plomberie") the English words cannot judge, so the headings still may.
  let bestScore = signals.industry?.trim() && (signals.language ?? 'en') === 'en' ? 1 : 0;
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

/** The most specific trade of the profile that the business matches, if any. */
export function tradeFor(profile: IndustryProfile, text: string, industry?: string | null, refused: (trade: Trade) => boolean = () => false): Trade | null {
  return profile.trades?.find((trade) => trade.pattern.test(trade.namedByOwner ? (industry ?? '') : `${industry ?? ''} ${text}`) && !(refused(trade) && !trade.pattern.test(industry ?? ''))) ?? null;
}
