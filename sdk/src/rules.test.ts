// rules.ts must list every public name of the rule folders, and nothing else. The error catalogue
// (errors/) is not among them: it is '@apteka/sdk/errors' (errorCatalogue.test.ts).
import { describe, expect, it } from 'vitest'
import * as auth from './auth'
import * as cart from './cart'
import * as catalog from './catalog'
import * as checkout from './checkout'
import * as format from './format'
import * as money from './money'
import * as phone from './phone'
import * as region from './region'
import * as rules from './rules'
import * as validation from './validation'

const folders = { auth, cart, catalog, checkout, format, money, phone, region, validation }

describe('rules', () => {
  it.each(Object.entries(folders))('re-exports every public name of %s/', (_, folder) => {
    for (const [name, value] of Object.entries(folder)) {
      expect(rules, name).toHaveProperty(name, value)
    }
  })

  it('exports nothing that no folder exports', () => {
    const folderNames = new Set(Object.values(folders).flatMap((folder) => Object.keys(folder)))
    expect(Object.keys(rules).filter((name) => !folderNames.has(name))).toEqual([])
  })
})
