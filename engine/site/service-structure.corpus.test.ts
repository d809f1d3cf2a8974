import { describe, expect, it } from 'vitest';
import { SERVICE_STRUCTURE_CORPUS } from './service-structure.corpus';
import { scoreServiceCorpus } from './service-structure.score';

/**
 * The corpus of sections that list services by their structure alone, and of sections of the same shapes that are no
 * services. Before `readServiceRuns` (6b2ffd1): 34 of 97 names read (the bold-led list items `readServiceCards` knew),
 * 4 of 45 non-service names read (a contact list, a charge). Now every name, and none of the non-services.
 */
describe('services by their structure, in a corpus of builders and languages', () => {
  const score = scoreServiceCorpus();

  it('holds at least 30 sections, in at least 20 languages, a third of them no services', () => {
    expect(SERVICE_STRUCTURE_CORPUS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(SERVICE_STRUCTURE_CORPUS.map(([tag]) => tag.split(' ')[0])).size).toBeGreaterThanOrEqual(20);
    expect(score.negativeCases).toBeGreaterThanOrEqual(15);
  });

  for (const result of score.cases) {
    it(result.tag, () => {
      expect(result.missing).toEqual([]);
      expect(result.wrong).toEqual([]);
    });
  }

  it('the floor: every name read, no non-service section giving one', () => {
    expect(score.found).toBe(score.expected);
    expect(score.wrong).toBe(0);
  });
});
