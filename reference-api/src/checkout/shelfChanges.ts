// How many times this process has changed a pharmacy's shelf (units taken by an order, put back by
// a cancel or an expiry). The response cache reads it around every operation it executes: one
// during which the count moved may have changed stock a catalogue answer shows.
let changes = 0

/** The changes so far; only differences between two reads mean anything. */
export const shelfChangeCount = (): number => changes

/** Called before a shelf row is written (a rolled-back write only costs an extra cache clear). */
export function noteShelfChange() {
  changes++
}
