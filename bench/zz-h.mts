import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { extractPageContent } from '../engine/site/extract-page-content';
const dir = `tests/fixtures/sites/${process.argv[2]}`;
const re = new RegExp(process.argv[3], 'iu');
const walk = (d: string): string[] => readdirSync(d).flatMap((f) => (statSync(join(d, f)).isDirectory() ? walk(join(d, f)) : f.endsWith('.html') ? [join(d, f)] : []));
for (const file of walk(dir)) { const c = extractPageContent(readFileSync(file, 'utf8'), 'https://x.example/'); for (const line of c.text.split('\n')) if (re.test(line)) console.log(file.split('/').slice(-2, -1)[0], '|', line.slice(0, 250)); }
