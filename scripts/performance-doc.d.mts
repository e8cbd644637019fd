/** Writes one benchmark's section of docs/performance.md between its markers. */
export function writePerformanceSection(name: string, markdown: string): void
