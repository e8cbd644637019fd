// Types of server/personalData.mjs (plain JavaScript, shared by the server and the browser's reporter).
export function withoutPersonalData(text: unknown, maxLength?: number): string
export function pathOnly(address: string): string
