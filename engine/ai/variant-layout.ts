/**
 * Which of an ad group's lines each variant takes, when every line is the site's own and there are too few
 * to give each variant lines of its own: the same offsets into the pool, turned by a step per variant
 * (variant v takes the lines at (v × step + offset) mod size). Two variants `d` apart share the offsets
 * that the turn by d × step maps onto offsets, so checking the turns 1 … count − 1 checks every two of any
 * `count` consecutive variants. The layout is searched, not assumed: the most lines per variant (up to
 * `most`) whose every two of `count` consecutive variants share at most `share` of them, then the most
 * lines the variants cover between them, then the fewest shared.
 */

export interface VariantLayout {
  /** Offsets into the pool, 0 first. */
  offsets: number[];
  /** How far each next variant turns the offsets. */
  step: number;
}

const cache = new Map<string, VariantLayout | null>();

function rotate(mask: number, by: number, size: number): number {
  const full = (1 << size) - 1;
  return ((mask << by) | (mask >>> (size - by))) & full;
}

function bits(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/** Every set of `k` offsets out of `size` that holds offset 0, as bit masks, in lexicographic order. */
function* offsetSets(size: number, k: number, from = 1, mask = 1, left = k - 1): Generator<number> {
  if (left === 0) {
    yield mask;
    return;
  }
  for (let at = from; at <= size - left; at++) yield* offsetSets(size, k, at + 1, mask | (1 << at), left - 1);
}

/** How `count` consecutive variants take lines from a pool of `size`: null when no variant can take 3 lines apart. */
export function variantLayout(size: number, count: number, most: number, share: number): VariantLayout | null {
  const key = `${size}/${count}/${most}/${share}`;
  if (cache.has(key)) return cache.get(key) ?? null;
  let best: { layout: VariantLayout; covered: number; shared: number } | null = null;
  // Pools are small (15 lines at most), so every set of offsets and every step is tried.
  for (let k = Math.min(most, size); k >= 3 && !best && size <= 20; k--) {
    const allowed = Math.floor(k * share + 1e-9);
    for (const mask of offsetSets(size, k)) {
      for (let step = 1; step < size; step++) {
        let shared = 0;
        let covered = mask;
        for (let d = 1; d < count && shared <= allowed; d++) {
          const turn = (d * step) % size;
          shared = turn === 0 ? k : Math.max(shared, bits(mask & rotate(mask, turn, size)));
          covered |= rotate(mask, turn, size);
        }
        if (shared > allowed) continue;
        const coverage = bits(covered);
        if (!best || coverage > best.covered || (coverage === best.covered && shared < best.shared)) {
          const offsets = Array.from({ length: size }, (_, at) => at).filter((at) => mask & (1 << at));
          best = { layout: { offsets, step }, covered: coverage, shared };
        }
      }
    }
  }
  const layout = best?.layout ?? null;
  cache.set(key, layout);
  return layout;
}

/** The pool positions variant `variant` takes under a layout. */
export function positionsOf(layout: VariantLayout, size: number, variant: number): number[] {
  return layout.offsets.map((offset) => (variant * layout.step + offset) % size);
}
