// Placeholders for hand-written SQL run by `ctx.exec`: each value added gets the next `$n`.
/** A parameter list for `ctx.exec`: `add` returns the placeholder of the value. */
export class SqlParameters {
  readonly values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}
