/** The cart widget's budget, gzip bytes (issue #18: ≤ 20 kB). */
export const WIDGET_BUDGET: number

/** Bundles the hooks size entry and measures it: minified bytes and gzip -9 bytes. */
export function measureWidget(): Promise<{ minified: number; gzip: number }>
