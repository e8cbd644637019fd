// Best-first selection of the top few items by a key that is dear to compute exactly: each item
// starts with an upper bound of its key, and the item with the greatest key is refined until its
// key is exact. The search index ranks a keystroke's thousands of matches this way, working out
// the dear parts (multi-word ts_rank, word similarity) only for the few that can reach the page.

/** Buffers bestFirst may use instead of allocating its own (read and written by one call only). */
export interface BestFirstScratch {
  heap: Int32Array
  exact: Uint8Array
}

/**
 * The first `count` items (indexes 0 … key.length - 1) in order of their exact keys, greatest
 * first, ties in the order of `ahead`. `key` holds each item's upper bound (≥ its exact key);
 * `refine(i)` lowers key[i] to a tighter bound or to the exact key, and says whether it is exact
 * now. An item comes out only when its exact key beats every other item's bound, so the answer is
 * exactly what sorting every item by its exact key would give. `scratch`, when given, lends the
 * heap and the exact marks (each at least key.length long, any content) so that a caller ranking
 * on every keystroke allocates nothing here.
 */
export function bestFirst(
  key: Float32Array,
  ahead: (a: number, b: number) => boolean,
  refine: (i: number) => boolean,
  count: number,
  scratch?: BestFirstScratch,
): number[] {
  const out: number[] = []
  let size = key.length
  if (count <= 0 || !size) return out
  const heap = scratch && scratch.heap.length >= size ? scratch.heap : new Int32Array(size)
  for (let i = 0; i < size; i++) heap[i] = i
  const first = (a: number, b: number) => {
    const x = key[a] as number
    const y = key[b] as number
    return x > y || (x === y && ahead(a, b))
  }
  const down = (from: number) => {
    let at = from
    const item = heap[at] as number
    for (;;) {
      const left = 2 * at + 1
      if (left >= size) break
      const right = left + 1
      const child =
        right < size && first(heap[right] as number, heap[left] as number) ? right : left
      if (!first(heap[child] as number, item)) break
      heap[at] = heap[child] as number
      at = child
    }
    heap[at] = item
  }
  for (let at = (size >> 1) - 1; at >= 0; at--) down(at)
  const exact = scratch && scratch.exact.length >= size ? scratch.exact : new Uint8Array(size)
  exact.fill(0, 0, size)
  while (size && out.length < count) {
    const top = heap[0] as number
    if (exact[top]) {
      out.push(top)
      size--
      heap[0] = heap[size] as number
    } else if (refine(top)) exact[top] = 1
    // The top's key went down (or stayed): it sinks to its place.
    if (size) down(0)
  }
  return out
}
