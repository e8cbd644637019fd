// Vitest global setup of the examples project: builds the three public packages and packs them
// with `npm pack` once, before any test file runs, so the starter and the release check install
// the same tarballs (and never build into the same dist/ at once). Tests read the folder with
// `inject('packs')`; the tarballs are removed when the run ends.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder holding apteka-schema-*.tgz, apteka-sdk-*.tgz and apteka-hooks-*.tgz. */
    packs: string
  }
}

/** The public packages, in build order (hooks' declarations read the sdk's). */
export const PUBLIC_PACKAGES = ['schema', 'sdk', 'hooks'] as const

const root = fileURLToPath(new URL('../..', import.meta.url))

const run = (command: string, args: readonly string[], cwd: string) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })

export default function setup(project: TestProject) {
  const packs = mkdtempSync(join(tmpdir(), 'apteka-packs-'))
  run('npm', ['run', 'build', ...PUBLIC_PACKAGES.flatMap((name) => ['--workspace', name])], root)
  for (const name of PUBLIC_PACKAGES) {
    run('npm', ['pack', '--pack-destination', packs], join(root, name))
  }
  project.provide('packs', packs)
  return () => rmSync(packs, { recursive: true, force: true })
}
