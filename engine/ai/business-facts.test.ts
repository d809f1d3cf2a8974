import { describe, expect, it } from 'vitest';
import type { BusinessBrief, SiteContent } from '../../schema/ai-plan';
import { askLinesFor, describeIndustry, gatherFacts, lowestPrice, namesLegalPage, ownIndustry, priceFor, quoteFits, sentElsewhere, termFromSite } from './business-facts';
import { checkLine, gatherEvidence } from './ground-claims';
import { briefOfSite } from './plan-factory';

function briefOf(overrides: Partial<SiteContent>, form: Partial<BusinessBrief> = {}): BusinessBrief {
  return briefOfSite(overrides, { businessName: 'Example', websiteUrl: 'example.test', ...form });
}

describe('facts an ad may rest on', () => {
  it('a fee, a cover charge or a deposit is no price of what the business sells', () => {
    const facts = gatherFacts(
      briefOf({
        prices: [
          { item: 'diagnostic fee', amount: 89, currency: 'USD', text: '$89' },
          { item: 'Coperto', amount: 2.5, currency: 'EUR', text: '2,50 €' },
          { item: 'AC Repair', amount: 150, currency: 'USD', text: '$150' },
        ],
      }),
    );
    expect(facts.prices.map((price) => price.item)).toEqual(['AC Repair']);
  });

  it('a club’s fee for a period is the price of the club only, never of what it is named after', () => {
    const facts = gatherFacts(
      briefOf({
        prices: [
          { item: 'Upgrade to the Large Plant Club for', amount: 35, currency: 'GBP', text: '£35/month', kind: 'membership' },
          { item: 'Fiddle Leaf Fig', amount: 65, currency: 'GBP', text: '£65' },
        ],
      }),
    );
    expect(priceFor(facts, 'Large Plants')).toBeNull();
    expect(priceFor(facts, 'Large Plant Club')).toBe('£35/month');
    expect(lowestPrice(facts)).toBe('£65');
  });

  it('a percentage off under a plan or club heading is a member’s discount, not an offer to everyone', () => {
    const member = gatherFacts(briefOf({ text: 'Comfort Club Maintenance Plan\nTwo tune-ups a year and 15% off repairs. $189 a year.' }));
    expect(member.claims.some((claim) => /15%/.test(claim.headline))).toBe(false);
    const everyone = gatherFacts(briefOf({ text: 'Spring sale\nThis month: 15% off repairs for every customer.' }));
    expect(everyone.claims.some((claim) => /15% Off Repairs/.test(claim.headline))).toBe(true);
  });

  it('"upfront pricing" is not "flat-rate"', () => {
    const facts = gatherFacts(briefOf({ text: 'Upfront pricing before any work starts.' }));
    expect(facts.claims.map((claim) => claim.headline)).toContain('Upfront Pricing');
    expect(facts.claims.some((claim) => /flat/i.test(claim.headline))).toBe(false);
  });

  it('a rental that books online is not asked for a quote; a trade whose site offers quotes is', () => {
    const rental = gatherFacts(briefOf({ title: 'Fietsverhuur – Fiets huren in Amsterdam', headings: ['Fiets huren in Amsterdam'], callsToAction: ['Reserveer online'] }, { industry: 'Bike repair' }));
    expect(rental.quotes).toBe(false);
    expect(quoteFits(rental)).toBe(false);
    const plumber = gatherFacts(briefOf({ title: 'Plumber in Leeds', text: 'Free quotes on every bathroom.' }, { industry: 'Plumbing' }));
    expect(quoteFits(plumber)).toBe(true);
  });

  it('names the insurers a practice is in network with, never more', () => {
    const facts = gatherFacts(briefOf({ text: 'We are in network with Aetna, Cigna, UnitedHealthcare and Anthem. We are out of network with Kaiser Permanente.' }));
    expect(facts.claims.map((claim) => claim.headline)).toContain('In Network: Aetna & Cigna');
    expect(facts.claims.some((claim) => /kaiser|all insurance/i.test(claim.headline))).toBe(false);
  });

  it('a studio that books classes is not asked for a quote, whatever its language', () => {
    const studio = gatherFacts(briefOf({ title: 'Studio de Pilates em Curitiba', text: 'Agende sua aula experimental. Turmas com no máximo 3 alunos.', language: 'pt', country: 'BR' }, { industry: 'Fitness' }));
    expect(quoteFits(studio)).toBe(false);
    const builder = gatherFacts(briefOf({ title: 'Reformas em Curitiba', text: 'Peça o seu orçamento sem compromisso.', language: 'pt', country: 'BR' }, { industry: 'Construction' }));
    expect(quoteFits(builder)).toBe(true);
  });

  it('no "call" line for a site with no number to dial', () => {
    const emailOnly = gatherEvidence(briefOf({ text: 'Email aroha@example.test. I reply within two working days.' }));
    expect(checkLine('Call Today', emailOnly).unsupported).toEqual(['call']);
    const withNumber = gatherEvidence(briefOf({ text: 'Ring 0117 496 0000 any weekday.' }));
    expect(checkLine('Call Today', withNumber).unsupported).toEqual([]);
  });

  it('financing is offered with its condition, never bare', () => {
    const facts = gatherFacts(briefOf({ text: 'Financing available on approved credit through our lending partner.' }));
    expect(facts.claims.map((claim) => claim.headline)).toContain('Financing on Approved Credit');
    const bare = gatherFacts(briefOf({ text: 'Ask about financing.' }));
    expect(bare.claims.some((claim) => /financing/i.test(claim.headline))).toBe(false);
  });

  it('the trade as the site’s heading or title names it, never the business’s name or a long heading', () => {
    expect(termFromSite({ headings: ['Fiets huren in Amsterdam'], title: 'Fietsverhuur De Pijp' }, ['Amsterdam'], 'Fietsverhuur De Pijp')).toBe('Fiets huren');
    expect(termFromSite({ headings: ['Solar panels and batteries for Adelaide homes'], title: 'Sunward Solar | Solar Panels & Batteries Adelaide' }, ['Adelaide'], 'Sunward Solar')).toBe('Solar panels');
    expect(termFromSite({ headings: ['Clínica Dentária na Foz do Douro, Porto'], title: 'Clínica Dentária Foz' }, ['Porto'], 'Clínica Dentária Foz')).toBeNull();
    expect(termFromSite({ headings: ['Sunward Solar in Adelaide'], title: null }, ['Adelaide'], 'Sunward Solar')).toBeNull();
  });

  it('the trade before a town declined after "in" ("у Львові", "w Krakowie", "v Praze")', () => {
    expect(termFromSite({ headings: ['Ремонт взуття у Львові – з 1994 року'], title: null }, ['Львів'], 'Майстерня')).toBe('Ремонт взуття');
    expect(termFromSite({ headings: ['Naprawa rowerów w Krakowie'], title: null }, ['Kraków'], 'Serwis Rowerowy')).toBe('Naprawa rowerów');
    expect(termFromSite({ headings: ['Úklid kanceláří v Praze'], title: null }, ['Praha'], 'Čistá firma')).toBe('Úklid kanceláří');
    expect(termFromSite({ headings: ['Naprawa rowerów w Warszawie'], title: null }, ['Kraków'], 'Serwis Rowerowy')).toBeNull();
  });

  it('asks for a message only where the site takes messages, else to call', () => {
    const ask = ['Ask for a Quote', 'Get in Touch', 'Talk to Us', 'Send Us a Message'];
    expect(askLinesFor({ offersQuotes: true, takesMessages: true }, ask)).toEqual(ask);
    expect(askLinesFor({ offersQuotes: false, takesMessages: false }, ask, 'Give Us a Call')).toEqual(['Get in Touch', 'Talk to Us', 'Give Us a Call']);
  });
});

describe('the audience an owner names', () => {
  const audienceOf = (targetAudience: string) => gatherFacts(briefOfSite({ businessName: 'Brightwell Tutors', title: 'Brightwell Tutors', text: 'Maths and English tutoring.', language: 'en', country: 'GB' }, { targetAudience })).audience;

  it('is never a first half that names nobody', () => {
    expect(audienceOf('Parents of GCSE and A-level students')).toBeNull();
    expect(audienceOf('Small and medium firms')).toBe('Small and Medium Firms');
    expect(audienceOf('Homeowners in Springfield')).toBe('Homeowners');
    expect(audienceOf('Parents of kids 5–15 and adult beginners')).toBe('Parents of Kids 5–15');
  });
});

describe('a boutique that sells nothing online', () => {
  it('gets no "Shop Now" or "Buy Online Today", and its sample rail sets no from-price for the range', () => {
    const facts = gatherFacts(
      briefOfSite(
        {
          businessName: 'Lace & Linen Bridal',
          title: 'Lace & Linen Bridal',
          services: ['Gowns'],
          places: ['Bath'],
          prices: [
            { item: 'Ex-sample gowns', amount: 395, currency: 'GBP', text: '£395' },
            { item: 'Bespoke gowns', amount: 1250, currency: 'GBP', text: '£1,250' },
          ],
          text: 'Gowns\nOur gowns are not sold online: every one is fitted in the boutique. Shop the collection by appointment.',
          language: 'en',
          country: 'GB',
          contact: { phones: [], emails: [], address: null },
        },
        { industry: 'Bridal shop' },
      ),
    );
    expect(facts.ctas.filter((cta) => /shop now|online/i.test(cta))).toEqual([]);
    expect(priceFor(facts, 'Gowns')).toBe('£1,250');
  });
});

describe('a price of taking a thing off', () => {
  it('is no from-price of putting it on', () => {
    const facts = gatherFacts(
      briefOfSite(
        {
          businessName: 'Lakstudio West',
          title: 'Lakstudio West',
          services: ['Gellak', 'Gellak verwijderen'],
          places: ['Rotterdam'],
          prices: [
            { item: 'Alleen gellak verwijderen', amount: 17.5, currency: 'EUR', text: '€ 17,50' },
            { item: 'Gellak handen', amount: 35, currency: 'EUR', text: '€ 35,-' },
          ],
          text: 'Gellak handen € 35,-\nAlleen gellak verwijderen € 17,50',
          language: 'nl',
          country: 'NL',
          contact: { phones: [], emails: [], address: null },
        },
        { industry: 'Nagelstudio' },
      ),
    );
    expect(priceFor(facts, 'Gellak')).toBe('€ 35,-');
    expect(priceFor(facts, 'Gellak verwijderen')).toBe('€ 17,50');
  });
});

describe("a profile's promises the site does not make", () => {
  it('gives a personal trainer no "Classes Every Day"', () => {
    const facts = gatherFacts(
      briefOfSite(
        { businessName: 'Forge PT', title: 'Forge PT – personal training in Manchester', services: ['1:1 Personal Training', 'Registration Fee'], places: ['Manchester'], text: 'One-to-one personal training by appointment. Habits and everyday nutrition.', language: 'en', country: 'GB', contact: { phones: [], emails: [], address: null } },
        { industry: 'Personal trainer' },
      ),
    );
    expect(facts.speedLines).not.toContain('Classes Every Day');
  });
});

describe('a handyman who sends trades elsewhere', () => {
  it('is no plumber or roofer, and a seniors-only discount is no offer', () => {
    const facts = gatherFacts(
      briefOfSite(
        {
          businessName: 'Prairie Fix-It',
          title: 'Prairie Fix-It – handyman in Regina',
          services: ['Drywall repair', 'Furniture assembly'],
          places: ['Regina'],
          text: "I'm not a Red Seal carpenter, electrician or plumber.\nMy ladders stop at the second storey, so roofs and chimneys go to the roofers.\nSeniors 65 and over take 10% off labour on every job.",
          language: 'en',
          country: 'CA',
          contact: { phones: [], emails: [], address: null },
        },
        { industry: 'Handyman' },
      ),
    );
    expect(facts.trade).toBe('handyman');
    expect(facts.claims.filter((claim) => /%/.test(claim.headline))).toEqual([]);
  });
});

describe('the industry an owner types', () => {
  it('is not overruled by one word of the headings, nor are package names services', () => {
    const facts = gatherFacts(
      briefOfSite(
        { businessName: 'Haul Co', title: 'Haul Co – Junk Removal in Columbus', headings: ['What we haul', 'Garage & basement cleanouts'], services: ['Garage & basement cleanouts', 'Essentials', 'Premium'], places: ['Columbus'], text: 'Junk removal in Columbus.', language: 'en', country: 'US', contact: { phones: [], emails: [], address: null } },
        { industry: 'Junk removal' },
      ),
    );
    expect(facts.profile.id).toBe('generic');
    expect(facts.services).not.toContain('Essentials');
    expect(facts.services).not.toContain('Premium');
  });

  it('loses "services" only where an activity is left: "pool" alone is everybody\'s search', () => {
    expect(describeIndustry('Pool service')?.term).toBe('pool service');
    expect(describeIndustry('Lawn services')?.term).toBe('lawn services');
    expect(describeIndustry('Consulting services')?.term).toBe('consulting');
    expect(describeIndustry('Translation services')?.term).toBe('translation');
  });
});

describe('what the site sends elsewhere is no service of its own', () => {
  it('drops a listed name the rule-outs name, alone or as a list every item of which is sent on', () => {
    const facts = gatherFacts(
      briefOf({
        language: 'it',
        services: ['Video di matrimonio', 'Riprese con drone', 'Le fotografie', 'Dirette streaming'],
        text: 'Video di matrimonio a Torino.\nA chi vi mando per il resto\nFaccio video, e solo video:\nLe fotografie: io non scatto, lavoro accanto a Studio Lumière.\nDirette streaming: le lascio ai service audio-video.\nStudio Luca',
      }),
    );
    expect(facts.services).toEqual(['Video di matrimonio', 'Riprese con drone']);
    const school = gatherFacts(
      briefOf({
        language: 'nl',
        services: ['Rijles', 'Motor, scooter en bromfiets', 'Opfriscursus'],
        text: 'Rijles in Utrecht.\nWaarvoor je beter ergens anders terechtkunt\nMotor, scooter en bromfiets – daarvoor kun je terecht bij een motorrijschool.\nRijschool Van Dijk',
      }),
    );
    expect(school.services).toEqual(['Rijles', 'Opfriscursus']);
  });
});

describe("a legal page's name", () => {
  it('is a footer link, never a line of an ad; a sentence that mentions privacy or terms is not one', () => {
    for (const name of ['Πολιτική απορρήτου', 'Όροι συνεργασίας', 'Terms & Conditions', 'Privacy policy.', 'Impressum']) expect(namesLegalPage(name)).toBe(true);
    for (const line of ['We respect your privacy and never share your details.', 'Catering για γάμους', 'Payment terms: 30 days']) expect(namesLegalPage(line)).toBe(false);
  });
});

describe("the owner's industry", () => {
  it('leaves an aside in brackets out of the trade ("Judoclub (vzw)" is searched as "Judoclub")', () => {
    expect(ownIndustry({ industry: 'Judoclub (vzw)', site: null })).toBe('Judoclub');
    expect(ownIndustry({ industry: 'Plumbing (licensed) / Heating', site: null })).toBe('Plumbing');
    expect(ownIndustry({ industry: 'Bakery', site: null })).toBe('Bakery');
  });
});

describe('a service the site sends elsewhere', () => {
  it('is known by its label with or without a colon ("Boarding:" under "Friends we send people to")', () => {
    expect(sentElsewhere('Boarding:', ['boarding', 'grooming'])).toBe(true);
    expect(sentElsewhere('Group walk', ['boarding', 'grooming'])).toBe(false);
  });
});

describe('the places a plan names', () => {
  it('leaves out a town the site says it does not serve, not the one its address is in', () => {
    const facts = gatherFacts(
      briefOf({
        language: 'de',
        country: 'DE',
        places: ['Kiel', 'Hamburg', 'Eckernförde'],
        contact: { phones: [], emails: [], address: 'Düsternbrooker Weg 12, 24105 Kiel' },
        text: 'Segelschule in Kiel. Keine Kurse in Hamburg oder Lübeck. Keine Kurse in Kiel im Winter.',
      }),
    );
    expect(facts.places).toContain('Kiel');
    expect(facts.places).toContain('Eckernförde');
    expect(facts.places).not.toContain('Hamburg');
  });
});

describe('a place with brackets or signs in it', () => {
  it('is read literally when a title is searched for the trade in that town ("VG)" of "Platen (VG)")', () => {
    expect(() => termFromSite({ headings: ['Tweedehands platen (VG+)'], title: 'Platen in Utrecht' }, ['VG)', 'Utrecht'], 'Groef')).not.toThrow();
  });
});
