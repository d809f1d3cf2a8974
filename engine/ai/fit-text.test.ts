import { describe, expect, it } from 'vitest';
import { cutAtWordBoundary, cutDescription, pathSegment, titleCase } from './fit-text';

describe('fitting ad text', () => {
  it('cuts at a word boundary and drops a dangling connector', () => {
    expect(cutAtWordBoundary('Emergency Plumbing Repair and Drain Cleaning', 30)).toBe('Emergency Plumbing Repair');
    expect(cutAtWordBoundary('Fresh Sourdough Baked for You', 30)).toBe('Fresh Sourdough Baked for You');
    expect(cutAtWordBoundary('Supercalifragilisticexpialidocious-Extra', 30)).toBe('');
  });

  it('keeps whole sentences of a description when one fits, else closes the cut sentence', () => {
    expect(cutDescription('We fix drains fast. Licensed and insured plumbers serving Springfield, Chatham and Rochester since 1998.', 90)).toBe('We fix drains fast.');
    const cut = cutDescription('Licensed and insured plumbers serving Springfield, Chatham, Rochester, Sherman, Riverton and Petersburg', 90);
    expect(cut.length).toBeLessThanOrEqual(90);
    expect(cut).toMatch(/Riverton\.$/);
  });

  it('title-cases headlines but keeps the owner’s capitals', () => {
    expect(titleCase('drain cleaning in springfield')).toBe('Drain Cleaning in Springfield');
    expect(titleCase('24/7 HVAC repair')).toBe('24/7 HVAC Repair');
    expect(titleCase('3-room flat')).toBe('3-Room Flat');
    expect(titleCase('family-run movers')).toBe('Family-Run Movers');
  });

  it('makes display paths of at most 15 characters', () => {
    expect(pathSegment('Water Heater Installation', 15)).toBe('water-heater');
    expect(pathSegment('Croissants & Pastries', 15)).toBe('croissants');
  });
});
