import { describe, expect, it } from 'vitest';
import { KNOWN_MISSES, RULED_OUT_CORPUS } from './ruled-out.corpus';
import { isKnownMiss, scoreCorpus } from './ruled-out.score';

/**
 * The corpus's figures, per language: expected negatives found (recall) and sentences that rule nothing out yet give a
 * negative. Before this reader was generalised (987d7b4): 79 of 255 found, 37 spurious, 9 of 91 rule-nothing sentences
 * giving one. Every expected negative is found but the KNOWN_MISSES (each with its reason), and nothing else is given
 * except their inflected forms.
 */
describe('the rule-out corpus in 40 languages', () => {
  const { cases, languages } = scoreCorpus();

  it('holds at least five rule-outs and two rule-nothing sentences per language (Croatian with Serbian, Indonesian with Malay)', () => {
    const group = (tag: string) => ({ sr: 'hr', ms: 'id' })[tag.split('-')[0]] ?? tag.split('-')[0];
    const groups = [...new Set(RULED_OUT_CORPUS.map(([tag]) => group(tag)))];
    for (const name of groups) {
      const sentences = RULED_OUT_CORPUS.filter(([tag]) => group(tag) === name);
      expect(sentences.filter(([, , expected]) => expected.length > 0).length, name).toBeGreaterThanOrEqual(5);
      expect(sentences.filter(([, , expected]) => expected.length === 0).length, name).toBeGreaterThanOrEqual(2);
    }
    expect(groups.length).toBe(39);
  });

  for (const result of cases) {
    it(`${result.tag}: ${result.text}`, () => {
      expect(result.missing.filter((negative) => !isKnownMiss(result.text, negative))).toEqual([]);
      // A known miss gives the object as written (its inflected form), nothing else.
      const written = KNOWN_MISSES.filter(([, text]) => text === result.text).length;
      expect(result.spurious.length).toBeLessThanOrEqual(written);
    });
  }

  it('a known miss is still a miss (remove it from KNOWN_MISSES once it is read)', () => {
    for (const [, text, negative] of KNOWN_MISSES) {
      expect(cases.find((each) => each.text === text)?.missing, text).toContain(negative);
    }
  });

  it('the floor per language: all found but the known misses, no rule-nothing sentence giving a negative', () => {
    const expected = languages.reduce((sum, each) => sum + each.expected, 0);
    const found = languages.reduce((sum, each) => sum + each.found, 0);
    // 255 measured before and after; 4 added after, from fresh sentences the first pass missed or misread.
    // 107 more on branch `gend` (object first, "there is no X", FAQ answers, days, towns): 14 found before, 107 after.
    // 61 more on branch `genf` (the object first with "too / either", FAQ answers in more languages, "not our field",
    // instrumental and comitative objects, "X, sadly, there is none"): 13 found before, 61 after.
    // 35 more on branch `ruleouts` (referrals, scopes, exceptions, what stopped; the tuning half): 8 found before, 31 after.
    // 34 more, the held-out half, scored before the reader changed and once after the tuning: 11 found before, 23 after;
    // 31 after the rows its misses showed (not blind: "X we refer to", "remit", Dutch "meer", de/fr/es/it referrals).
    // 51 more after rounds 15 to 17 (main session; Polish 'poza naszym zakresem', another trade's work, 'a job for', 'off the menu', 'What I'm not:', a clause after ', so' or a dash, the object first handed on by other verbs, "outside what we do", "not part
    // of our work", "go to your accountant"): written after round 15 showed the forms, all found after.
    // 4 more after round 22 (main session): the business's people or vans as the subject ("our vans don't go to …").
    // 7 more after round 23's blind run (main session): French house rules ("Pas de X ni de Y :"), "n'" elided, places
    // after a repeated "à".
    // 5 more after round 23 A: several verbs sharing one object ("haul, launch or store boats"), "also don't go north to".
    // 6 more after round 25 (main session), beside three rule-nothing rows: "non è possibile" before an infinitive rules
    // out the act; Italian "Niente X", "X: non li trattiamo", "X: li indirizziamo al pediatra"; Finnish "ei kuulu palveluumme";
    // "We don’t sell" with a typographic apostrophe; Dutch "Geen X." ("feestjes" was read as a fee); Portuguese "não alugamos",
    // "carros para casamentos" kept whole; a refusal scoped to a day or the school holidays keeps only what the site offers nowhere else;
    // Czech hand-offs with the thing first ("Děti … ráda doporučím kolegyni", "… patří do specializovaných programů").
    // Danish, Norwegian and Swedish hand-offs with the thing first ("X hører hjemme hos …", "X overlader vi til …").
    // English: "X isn't my style", "I can't promise a X", "nothing on the menu is X", "You won't find us on X".
    // German "Keine X." house rules; Polish "X u nas nie ma", "X zostawiamy …"; Spanish "no reparamos", "Para X te
    // recomendamos una empresa de …"; Portuguese "não instalamos", and "de" joining nouns no longer counted (round 26).
    // 7 more in session 20: Spanish "X lo hacen otros profesionales", a colon list of "ni X, ni Y", a namesake's place; 9 more after round 29's blind run: Turkish "hizmetimiz … sona ermiştir" and "A / B", "too far" in four languages, Indonesian "belum melayani ke", a Swedish section "Det här har vi inte"; 9 more after round 30's: places not flown from, named ("We do not fly from London …", "no flights from …"), "no X or Y – why", "we don't bill", German "Nach X fahre ich nicht"; 4 more after round 31's: Romanian first person singular ("Nu fotografiez nunți", "Nu ofer"), Spanish "no en las provincias de X ni Y"; 8 more after round 32's: "No X, sorry", "we don't have X", French "Le riad n'a pas de X", "n'avons ni X ni Y", "mais pas de X, ni de Y"; 6 more after round 33's: Italian "niente X" inside a sentence, "non organizziamo".
    expect(expected).toBe(693);
    expect(found).toBe(expected - KNOWN_MISSES.length);
    for (const score of languages) expect(score.nothingWithNegative, score.language).toBe(0);
  });
});
