import { describe, expect, it } from 'vitest';
import { namesakePlaces } from './namesakes';
import { ruledOut } from './ruled-out';

describe('namesakes elsewhere', () => {
  it('gives the places of a business of a like name the site sets itself apart from', () => {
    expect(namesakePlaces('We are not affiliated with Rosebank Car Wash in Cape Town.')).toEqual(['Cape Town']);
    expect(namesakePlaces('Wir haben nichts mit der Firma Müller in Hamburg zu tun.')).toEqual(['Hamburg']);
    expect(namesakePlaces('Aucun rapport avec le Camping du Pré à Saint-Léon (Haute-Garonne) !')).toEqual(['Saint-Léon', 'Haute-Garonne']);
  });

  it('keeps the places the site names as its own anywhere else', () => {
    const text =
      'Logopedia infantil en Sevilla. ¿Tenéis algo que ver con Habla Logopedia de Sevilla, Colombia? No. Somos un centro de Sevilla (España), sin relación con consultas del mismo nombre en Sevilla (Valle del Cauca) ni en Sevilla la Nueva (Madrid).';
    expect(namesakePlaces(text)).toEqual(['Colombia', 'Valle del Cauca', 'Sevilla la Nueva', 'Madrid']);
  });

  it('reads a question only when its answer does not say yes, and no offer as a namesake', () => {
    expect(namesakePlaces('Are you related to Smith Plumbing in Dayton? Yes, my brother runs it.')).toEqual([]);
    expect(namesakePlaces('Are you related to Smith Plumbing in Dayton? No, they are another firm.')).toEqual(['Dayton']);
    expect(namesakePlaces('We handle anything to do with gardens in Leeds.')).toEqual([]);
    expect(namesakePlaces('We do gutters in Cork, Ballincollig and Douglas.')).toEqual([]);
  });

  it('are refused places of the site', () => {
    expect(ruledOut('Mobile valeting in Sandton. We are not affiliated with Rosebank Car Wash in Cape Town.', [], { language: 'en' })).toContain('cape town');
  });
});
