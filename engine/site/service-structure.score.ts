/** The service-structure corpus's score: names read as services that should be (recall), and names read that should not. */
import { extractPageContent } from './extract-page-content';
import { SERVICE_STRUCTURE_CORPUS, type ServiceCase } from './service-structure.corpus';

export interface ServiceCaseResult {
  tag: string;
  services: string[];
  missing: string[];
  wrong: string[];
}

const lang = (tag: string) => tag.split(' ')[0];

export function scoreServiceCase([tag, html, expected, notServices]: ServiceCase): ServiceCaseResult {
  const page = `<!doctype html><html lang="${lang(tag)}"><head><title>Example</title></head><body><main>${html}</main></body></html>`;
  const { services } = extractPageContent(page, 'https://example.com/');
  const read = new Set(services.map((service) => service.toLowerCase()));
  return {
    tag,
    services,
    missing: expected.filter((name) => !read.has(name.toLowerCase())),
    wrong: notServices.filter((name) => read.has(name.toLowerCase())),
  };
}

export function scoreServiceCorpus(corpus: readonly ServiceCase[] = SERVICE_STRUCTURE_CORPUS) {
  const cases = corpus.map(scoreServiceCase);
  const expected = corpus.reduce((sum, [, , services]) => sum + services.length, 0);
  const notServices = corpus.reduce((sum, [, , , names]) => sum + names.length, 0);
  const missing = cases.reduce((sum, each) => sum + each.missing.length, 0);
  const wrong = cases.reduce((sum, each) => sum + each.wrong.length, 0);
  const negativeCases = corpus.filter(([, , services]) => services.length === 0).length;
  const negativesGivingAny = cases.filter((each, index) => corpus[index][2].length === 0 && each.wrong.length > 0).length;
  return { cases, expected, found: expected - missing, notServices, wrong, negativeCases, negativesGivingAny };
}
