// docs/ names every domain rule and every tool of the testing kit, so a partner finds them
// without reading the sources (the generated API reference has the details of each).
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as errors from '../src/errorCatalogue'
import * as rules from '../src/rules'
import * as testing from '../src/testing'

const docsDir = new URL('../../docs/', import.meta.url)
const docs = readdirSync(docsDir)
  .filter((file) => file.endsWith('.md'))
  .map((file) => readFileSync(new URL(file, docsDir), 'utf8'))
  .join('\n')

const unnamed = (names: readonly string[]) =>
  names.filter((name) => !new RegExp(`\\b${name}\\b`).test(docs))

describe('docs/*.md', () => {
  it('names every export of @apteka/sdk/rules', () => {
    expect(unnamed(Object.keys(rules))).toEqual([])
  })

  it('names every export of @apteka/sdk/errors', () => {
    expect(unnamed(Object.keys(errors))).toEqual([])
  })

  it('names every export of @apteka/sdk/testing', () => {
    expect(unnamed(Object.keys(testing))).toEqual([])
  })
})
