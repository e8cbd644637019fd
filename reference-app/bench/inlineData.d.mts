// Types of inlineData.mjs (plain JavaScript, so the bench runs under node without a build).

/** Raw size in KB (1000 bytes) of the inline data of a page's HTML. */
export declare const inlineDataKb: (html: string) => number
