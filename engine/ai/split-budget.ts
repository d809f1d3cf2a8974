/**
 * Splits a monthly budget by shares so that the parts add up to the total exactly, to the cent
 * (whole dollars when the total is whole): the last part takes the rounding remainder.
 */
export function splitBudget(total: number, shares: readonly number[]): number[] {
  const cents = Math.round(total * 100);
  const unit = cents % 100 === 0 && cents >= shares.length * 100 ? 100 : 1;
  const units = cents / unit;
  const weight = shares.reduce((sum, share) => sum + share, 0);
  const parts = shares.map((share) => Math.max(1, Math.floor((units * share) / weight)));
  parts[parts.length - 1] = units - parts.slice(0, -1).reduce((sum, part) => sum + part, 0);
  return parts.map((part) => (part * unit) / 100);
}
