import { describe, expect, it } from 'vitest';
import { guessLanguage } from './detect-language';

describe('guessLanguage', () => {
  it('tells Danish and Norwegian from Swedish and from each other', () => {
    expect(guessLanguage('Vi er et lille familiefirma med fire elektrikere. Vi installerer ikke solceller, og vi har ingen døgnvagt. Ring eller skriv til os for et uforpligtende tilbud, så vender vi tilbage efter en besigtigelse af jeres hus.')).toBe('da');
    expect(guessLanguage('Vi er et lite familiefirma i Bergen, og våre rørleggere har lang erfaring. Ring oss i dag, så hjelper vi deg med det dere trenger etter en befaring.')).toBe('no');
    expect(guessLanguage('Vi är ett litet familjeföretag i Göteborg och våra rörmokare har lång erfarenhet. Vi arbetar inte med gas.')).toBe('sv');
  });
});

describe('Czech against its neighbours', () => {
  it('tells Czech from Polish by its own small words', () => {
    expect(guessLanguage('Jsme rodinné sklenářství a pracujeme v Brně a okolí od roku 1998. Sklo řežeme a brousíme v naší dílně, nebo přijedeme k vám.')).toBe('cs');
    expect(guessLanguage('Nie wykonujemy prac blacharskich. Naprawiamy samochody osobowe i dostawcze oraz serwis klimatyzacji dla klientów z Krakowa.')).toBe('pl');
  });
});
