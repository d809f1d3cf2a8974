import { describe, expect, it } from 'vitest';
import { referralTargets } from './hand-offs';
import { ruledOut } from './ruled-out';

const read = (text: string) => ruledOut(text, [], { asSearched: true, language: 'en', targets: true });

describe('hand-offs read by the sentence', () => {
  it('the thing first, sent elsewhere, in the shapes unseen sites used', () => {
    expect(read('Cochlear implant assessments are carried out by the Bristol implant programme at Southmead.')).toEqual(['cochlear implant assessments']);
    expect(read("We're a fully private clinic. NHS hearing aids come through a GP referral to the audiology department.")).toEqual(['nhs hearing aids']);
    expect(read('Apostilles are issued by the Florida Department of State in Tallahassee.')).toEqual(['apostilles']);
    expect(read('Pianos and pool tables are best left to specialty movers.')).toEqual(['pianos', 'pool tables']);
    expect(read('X-rays and MRI scans go through your GP or consultant.')).toEqual(['x-rays', 'mri scans']);
    expect(read('Snow removal isn\'t our area. We do lawns, gardens and spring clean-ups.')).toEqual(['snow removal']);
    expect(read('Heat pump installs only – ducted central heating is one for the big HVAC outfits.')).toContain('ducted central heating');
    // A trade of its own, and one with its own people.
    expect(read('Do you work on diesels? Diesels are a specialty of their own. We can give you the names of two shops we trust.')).toContain('diesels');
    expect(read('Will you look at my Sea-Doo? Personal watercraft have their own dealers and specialists.')).toContain('personal watercraft');
    expect(read('Our team has its own certified technicians on every job.')).toEqual([]);
    // A section of what is not done or cannot be stored: items led by their refusal, or labelled.
    const section = 'What we don’t do\nNo removalist service. We don’t pack or move goods – you move in yourself.\nNo vehicle, boat or caravan storage, not even in a Business bay.\nWhat you can’t store\nHazardous goods: petrol, diesel, gas bottles or anything flammable.';
    expect(read(section)).toEqual(expect.arrayContaining(['removalist service', 'caravan storage', 'hazardous goods']));
  });

  it('a list named first ("For X, Y or Z, our mates at … are who we send couples to"), a fragment asked and a heading', () => {
    expect(read('For a live band, a string quartet or a sax player, our mates at Yarra Strings are who we send couples to.')).toEqual(['live band', 'string quartet', 'sax player']);
    expect(read("Photo booths? Flashbox runs the best ones in town – we'll happily share their details.")).toEqual(['photo booths']);
    expect(read("Gutter clearing: we'll point you to Aqua Gutters, who do a brilliant job.")).toEqual(['gutter clearing']);
    expect(read('We retired our bridal makeup service in 2021 to focus on skin treatments.')).toEqual(['bridal makeup']);
    // Sent on by the business itself, the thing named after the verb or after a "For" with no comma (round 20).
    expect(read('We send leather sofas and chairs to Clydeside Leather Care in Hillington, who do a grand job.')).toEqual(['leather sofas', 'leather chairs']);
    expect(read('For leather sofas and chairs we send people to Clydeside Leather Care in Hillington.')).toEqual(['leather sofas', 'leather chairs']);
    expect(read('We refer sports massage on to a sports therapist.')).toContain('sports massage');
    // Customers named by their town, better off with someone else: the towns are not served (round 21).
    expect(read('Folks in Hanover, Enfield or Canaan are better off with a New Hampshire hauler.')).toEqual(['hanover', 'enfield', 'canaan']);
    expect(read('Most people are better off with a good accountant.')).toEqual([]);
  });

  it('what the business sends in its own work is no hand-off: its team, its vans, an invoice, a reminder, you', () => {
    for (const text of ['We send our vans to Salford and Stockport.', 'We send invoices to Xero each month.', 'We send a technician to your home within the day.', 'We send you a reminder the day before.', 'We send fabric samples to Glasgow and Paisley.']) {
      expect(read(text), text).toEqual([]);
    }
  });

  it("a FAQ's answer that declines without a no, and the business coming to the home", () => {
    expect(read('Do you syringe ears?\nMicrosuction is the only method we use.')).toEqual(['syringe ears']);
    expect(read('Can you come to my home?\nOur testing equipment is in the booth, so all appointments happen there.')).toEqual(['home visits']);
    expect(read('Do you do wedding cakes? We stick to breads, pastries and our famous morning buns.')).toEqual(['wedding cakes']);
    expect(read("Do you sell bikes? We're a repair workshop – the shops on Grafton Street will sort you out.")).toEqual(['buy bikes', 'bikes for sale']);
    // The time is a claim of hours, read elsewhere; the thing before it is the search.
    expect(read('Can we do karaoke later in the night?\nWe leave that to the speeches.')).toEqual(['karaoke']);
    // A party is not the home, but the same visit out; a baby asked about, answered with the age the business starts at.
    expect(read('Can you come to my bachelorette party?\nEverything we do happens in the studio, where the autoclave is.')).toEqual(['home visits']);
    expect(read('Can you pierce my baby’s ears?\nWe pierce lobes from age 7, when kids can decide for themselves.')).toEqual(['baby']);
    expect(read('Can you pierce my nose?\nWe pierce from age 7 with a parent present.')).toEqual([]);
  });

  it('the trade the business is not, and who is served by age', () => {
    expect(read("I'm a notary, not a lawyer.")).toEqual(['lawyer']);
    expect(read('Our yoga classes are for adults 18 and over.')).toEqual(['kids', 'children']);
  });

  it('never the business itself, its own people, a pronoun, a time or what it says yes to', () => {
    for (const text of [
      'Repairs are carried out by Sam, our head technician.',
      'Installations are handled by certified installers.',
      'Every job is handled by a qualified electrician from start to finish.',
      'For more information, call us.',
      'For emergencies, call our 24-hour line.',
      'Bookings: call us on the number below.',
      'Our parts are supplied by Bosch.',
      "We're a team of real technicians, not a call centre.",
      'Do you clean offices? We specialise in office cleaning.',
      'Can you come today?\nWe book a day or two out.',
      'Do you do motorbikes?\nOnly as part of a fleet booking.',
      'Orders go to Royal Mail by 3pm.',
      'We leave the choice to the customer.',
      'Hearing tests for anyone under 16 belong with your GP.',
    ]) {
      expect(read(text), text).toEqual([]);
    }
  });
});

describe('the trades work is sent to', () => {
  it('names the trade, without its qualifiers or the organisation word, and no proper name', () => {
    expect(referralTargets('Dizziness, vertigo and balance problems are for an ENT specialist.')).toEqual(['ent specialist']);
    expect(referralTargets('Hearing tests for under-16s belong with the paediatric audiology team at Bristol Royal Hospital.')).toEqual(['paediatric audiology']);
    expect(referralTargets('Anything on the switchboard is a job for a licensed electrician.')).toEqual(['electrician']);
    expect(referralTargets('Patchy or sudden hair loss is one for a trichologist.')).toEqual(['trichologist']);
    expect(referralTargets("We're haulers, not buyers – an estate sale company is your best bet.")).toEqual(['estate sale']);
    expect(referralTargets('Apostilles are issued by the Florida Department of State.')).toEqual([]);
    expect(referralTargets('We recommend a deep clean every six months.')).toEqual([]);
  });
});
