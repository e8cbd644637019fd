// Writes schema/baseline/schema.graphql from the current SDL. Run it only when a breaking
// change is intended, together with a major changeset for @apteka/schema.
import { writeFileSync } from 'node:fs'
import { printSchema } from 'graphql'
import { baselinePath, loadSchema } from '../src/index'

const header = [
  '# The released contract: the breaking-change check compares schema/sdl against this file.',
  '# Update with `npm run schema:baseline` only together with a major changeset.',
  '',
  '',
].join('\n')

writeFileSync(baselinePath, `${header}${printSchema(loadSchema())}\n`)
console.log(`baseline written: ${baselinePath}`)
