// Types of scripts/build.mjs for the TypeScript that imports it (the bench).
/** Where the compiled server is written: reference-api/dist/main.mjs. */
export declare const outfile: string
/** Compiles src/main.ts and the workspace packages it imports into `outfile`; resolves with it. */
export declare function buildServer(): Promise<string>
