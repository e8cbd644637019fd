// Vitest global setup: build the storefront once per run (only when its sources changed),
// so every browser test file starts server.mjs on the same build.
import { ensureBuild } from './harness'

export default function setup() {
  ensureBuild()
}
