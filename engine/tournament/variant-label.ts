/** A, B, ..., Z, AA, AB, ...: the variant label of the index-th ad of an ad group. */
export function variantLabel(index: number): string {
  return index < 26 ? String.fromCharCode(65 + index) : variantLabel(Math.floor(index / 26) - 1) + String.fromCharCode(65 + (index % 26));
}
