import { describe, expect, it } from 'vitest';
import { pricesInText } from './read-prices';

describe('a price belongs to the phrase it is written with', () => {
  it('a price that opens its own sentence is the section’s, not the last words before it', () => {
    const [price] = pricesInText('Gears and brakes adjusted, drivetrain cleaned, wheels trued. From €65.', 'USD', 'Full service');
    expect(price).toMatchObject({ item: 'Full service', amount: 65, currency: 'EUR' });
    const [fee] = pricesInText('We read Bosch and Shimano Steps error codes and update firmware. €40 diagnostic fee.', 'USD', 'E-bike diagnostics');
    expect(fee.item).toBe('E-bike diagnostics');
  });

  it('a price inside its sentence keeps the words just before it', () => {
    expect(pricesInText('Twin room with a walk-in shower. Butter croissant – $4.50', 'USD', 'Menu')[0].item).toBe('Butter croissant');
  });

  it('a unit between two prices belongs to the first, not to the item of the second', () => {
    const prices = pricesInText('€ 12,50 per dag, € 55 per week.', 'USD', 'Stadsfiets');
    expect(prices.map((price) => price.item)).toEqual(['Stadsfiets', 'Stadsfiets']);
  });

  it('the words after a price may say it is a fee: "$89 diagnostic fee" is not the section’s price', () => {
    expect(pricesInText('We fix all major brands. $89 diagnostic fee, waived if you go ahead.', 'USD', 'AC Repair')[0].item).toBe('diagnostic fee');
  });
});
