const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** Dollars for people: '$1,250.00' (DESIGN.md, UI conventions). */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}
