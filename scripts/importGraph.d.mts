/** Every .ts/.tsx file under a folder, `skip` folders left out. */
export function sourceFiles(dir: string, skip?: readonly string[]): string[]
/** The modules a file imports (type-only imports too), resolved to files. */
export function importsOf(file: string, text: string, exists: (path: string) => boolean): string[]
/** One import cycle of the graph (its files in order), or null. */
export function findCycle(graph: ReadonlyMap<string, readonly string[]>): string[] | null
/** The import graph of the files, each read with `read`. */
export function importGraphOf(
  files: readonly string[],
  read: (file: string) => string,
): Map<string, string[]>
