/**
 * An entity's id within its ads account: `k12` of the demo simulator's `1f2e3d4c-k12` (whose prefix is
 * the business id's), a Google Ads id as it is. Seeds and draws hash this, never a table's uuid or the
 * business's prefix, so that the same account with the same plan draws the same numbers whatever
 * business it belongs to (a demo business and its replay by `npm run simulate -- --site`).
 */
export function accountLocalId(id: string): string {
  return id.slice(id.lastIndexOf('-') + 1);
}
