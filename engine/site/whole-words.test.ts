import { describe, expect, it } from 'vitest';
import { escapeRegExp, saysWords, wholeWords } from './whole-words';

describe('whole words', () => {
  it('finds a phrase only where it stands as words of its own, in any script', () => {
    expect(saysWords('Car accident claims', 'dent')).toBe(false);
    expect(saysWords('Small dent repair', 'dent')).toBe(true);
    expect(saysWords('Nu facem ușile', 'uși')).toBe(false);
    expect(saysWords('Plase pentru uși.', 'uși')).toBe(true);
    expect(saysWords('Tu contenido va aquí.', 'aquí')).toBe(true);
    expect(saysWords('Ремонт взуття у Львові', 'взуття')).toBe(true);
  });

  it('counts digits as part of a word only when asked: a postcode is not in a longer number', () => {
    expect(saysWords('Sandton 21910', '2191', { digits: true })).toBe(false);
    expect(saysWords('Sandton, 2191', '2191', { digits: true })).toBe(true);
    expect(saysWords('Route 66a', 'a')).toBe(true);
    expect(saysWords('Route 66a', 'a', { digits: true })).toBe(false);
  });

  it('takes the phrase literally, whatever it holds', () => {
    expect(escapeRegExp('(c) 2024 a.b*')).toBe('\\(c\\) 2024 a\\.b\\*');
    expect(saysWords('Open 24/7 (even Sundays)', '24/7 (even')).toBe(true);
    expect(saysWords('St. Pauli', 'st. pauli')).toBe(true);
    expect(saysWords('Stx Pauli', 'st. pauli')).toBe(false);
    expect('NHS and nhs'.replace(wholeWords('nhs', { flags: 'gu' }), '-')).toBe('NHS and -');
  });

  it('finds a word of a script written without spaces inside a run of that script, not beside a spaced one', () => {
    expect(saysWords('九龍太子荔枝角道 118 號', '九龍')).toBe(true);
    expect(saysWords('大阪市北区中崎', '北区')).toBe(true);
    expect(saysWords('ABRSMs', 'ABRSM')).toBe(false);
    expect(saysWords('x九龍', '九龍')).toBe(false);
  });
});
