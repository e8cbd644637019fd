// Production mode (issue #13, item 4): NODE_ENV=production turns it on (npm start stays in
// development), the development switches are refused at start, introspection and suggestions are
// off, and every error is a §8 code with nothing of the server's insides.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from '../src/config'
import { assertStartable, developmentSwitches } from '../src/security/productionMode'
import { startTestApi, type TestApi } from './harness'
import { postJson } from './rawRequest'
import { backends, suiteDatabaseUrl } from './shopper'

/** The least a production API needs (issue #35): strong secrets and its public address. */
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'j'.repeat(32),
  SMS_CODE_SECRET: 's'.repeat(32),
  PUBLIC_URL: 'https://apteka.example',
}

describe('the switch', () => {
  it('is NODE_ENV=production; without it (npm start) the API runs in development mode', () => {
    expect(readConfig({}).production).toBe(false)
    expect(readConfig({ NODE_ENV: 'development' }).production).toBe(false)
    expect(readConfig({ NODE_ENV: 'production' }).production).toBe(true)
  })

  it('refuses DEV_SMS_CODE in production, naming it', () => {
    const config = readConfig({ NODE_ENV: 'production', DEV_SMS_CODE: '1234' })
    expect(() => assertStartable(config)).toThrow(/NODE_ENV=production refuses DEV_SMS_CODE/)
  })

  it('refuses DEV_OAUTH in production, naming it', () => {
    const config = readConfig({ NODE_ENV: 'production', DEV_OAUTH: '1' })
    expect(() => assertStartable(config)).toThrow(/refuses DEV_OAUTH/)
  })

  it('names both when both are set', () => {
    const config = readConfig({ NODE_ENV: 'production', DEV_OAUTH: 'true', DEV_SMS_CODE: '1' })
    expect(developmentSwitches(config)).toHaveLength(2)
    expect(() => assertStartable(config)).toThrow(/DEV_OAUTH .* and DEV_SMS_CODE/)
  })

  it('starts in production without them, and in development with them', () => {
    expect(() => assertStartable(readConfig(PRODUCTION))).not.toThrow()
    expect(() =>
      assertStartable(readConfig({ DEV_OAUTH: '1', DEV_SMS_CODE: '1234' })),
    ).not.toThrow()
  })

  it('main.ts stops before opening the database, with the message and exit code 1', () => {
    const apiDir = fileURLToPath(new URL('..', import.meta.url))
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--conditions=@apteka/source', 'src/main.ts'],
      {
        cwd: apiDir,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          DEV_SMS_CODE: '1234',
          // Were the check missing, the start would fail here instead, not open a real database.
          DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
          PORT: '0',
        },
        encoding: 'utf8',
        timeout: 30_000,
      },
    )
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('NODE_ENV=production refuses DEV_SMS_CODE')
  })
})

describe('what production needs at start (issue #35)', () => {
  const without = (name: keyof typeof PRODUCTION) => {
    const env: Record<string, string> = { ...PRODUCTION }
    delete env[name]
    return readConfig(env)
  }

  it('refuses a missing or short JWT secret, naming JWT_SECRET', () => {
    expect(() => assertStartable(without('JWT_SECRET'))).toThrow(/needs JWT_SECRET/)
    for (const weak of ['a', 'x'.repeat(31)]) {
      expect(() => assertStartable(readConfig({ ...PRODUCTION, JWT_SECRET: weak }))).toThrow(
        /JWT_SECRET of at least 32 bytes/,
      )
    }
  })

  it('refuses a short JWT_SECRET_PREVIOUS, and takes a strong one', () => {
    expect(() =>
      assertStartable(readConfig({ ...PRODUCTION, JWT_SECRET_PREVIOUS: 'old' })),
    ).toThrow(/JWT_SECRET_PREVIOUS of at least 32 bytes/)
    const rotated = readConfig({ ...PRODUCTION, JWT_SECRET_PREVIOUS: 'o'.repeat(32) })
    expect(rotated.jwtSecretPrevious).toBe('o'.repeat(32))
    expect(() => assertStartable(rotated)).not.toThrow()
  })

  it('refuses a missing or short SMS_CODE_SECRET', () => {
    expect(() => assertStartable(without('SMS_CODE_SECRET'))).toThrow(/needs SMS_CODE_SECRET/)
    expect(() => assertStartable(readConfig({ ...PRODUCTION, SMS_CODE_SECRET: 'short' }))).toThrow(
      /SMS_CODE_SECRET of at least 32 bytes/,
    )
  })

  it('refuses to start without PUBLIC_URL, or with one that is not a web origin', () => {
    expect(() => assertStartable(without('PUBLIC_URL'))).toThrow(/needs PUBLIC_URL/)
    for (const bad of ['apteka.example', 'ftp://apteka.example', 'javascript:alert(1)']) {
      expect(() => assertStartable(readConfig({ ...PRODUCTION, PUBLIC_URL: bad })), bad).toThrow(
        /needs PUBLIC_URL/,
      )
    }
  })

  it('never allows http://localhost:3000 by default in production; development keeps it', () => {
    expect(readConfig(PRODUCTION).allowedOrigins).toEqual(['https://apteka.example'])
    expect(without('PUBLIC_URL').allowedOrigins).not.toContain('http://localhost:3000')
    expect(readConfig({}).allowedOrigins).toEqual(['http://localhost:3000'])
  })

  it('development needs none of them (npm start)', () => {
    expect(() => assertStartable(readConfig({ JWT_SECRET: 'a' }))).not.toThrow()
    expect(() => assertStartable(readConfig({}))).not.toThrow()
  })

  it('main.ts refuses JWT_SECRET=a in production before opening the database', () => {
    const apiDir = fileURLToPath(new URL('..', import.meta.url))
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--conditions=@apteka/source', 'src/main.ts'],
      {
        cwd: apiDir,
        env: {
          ...process.env,
          ...PRODUCTION,
          JWT_SECRET: 'a',
          DEV_SMS_CODE: '',
          DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
          PORT: '0',
        },
        encoding: 'utf8',
        timeout: 30_000,
      },
    )
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('JWT_SECRET of at least 32 bytes (it has 1)')
  })
})

describe.each(backends)('a production server on %s', (_name, base) => {
  let api: TestApi
  const logged: string[] = []
  beforeAll(async () => {
    const databaseUrl = await suiteDatabaseUrl(base, 'production_mode')
    api = await startTestApi({
      catalogSize: 60,
      config: { production: true, devSmsCode: undefined },
      log: (line) => logged.push(line),
      ...(databaseUrl ? { databaseUrl } : {}),
    })
  })
  afterAll(() => api?.close())

  it('refuses introspection', async () => {
    for (const query of [
      '{ __schema { types { name } } }',
      '{ __type(name: "Product") { name } }',
    ]) {
      const answer = await postJson(api, { query })
      expect(answer.status, query).toBe(400)
      expect(answer.codes, query).toEqual(['E_1'])
      expect(answer.body?.data, query).toBeUndefined()
    }
  })

  it('answers validation and parse errors as E_1 in Russian, without suggestion or detail', async () => {
    for (const query of ['{ helth }', '{ health ', '{ searchAutocomplete { stz } }']) {
      const answer = await postJson(api, { query })
      expect(answer.status, query).toBe(400)
      expect(answer.body?.errors, query).toEqual([
        { message: 'Некорректный запрос', extensions: { code: 'E_1' } },
      ])
      expect(answer.text, query).not.toMatch(/Did you mean|detail|GRAPHQL_/)
    }
  })

  it('answers a failing resolver as E_3 at its path, with the stack only in the log', async () => {
    await api.database.exec('DROP TABLE search_terms CASCADE')
    logged.length = 0
    const answer = await postJson(api, { query: '{ health searchHelp { value } }' })
    expect(answer.status).toBe(200)
    expect(answer.body?.data).toBeNull()
    expect(answer.body?.errors).toEqual([
      {
        message: 'Ошибка запроса',
        path: ['searchHelp'],
        locations: [{ line: 1, column: 10 }],
        extensions: { code: 'E_3' },
      },
    ])
    expect(answer.text).not.toMatch(/search_terms|stack|at /)
    expect(logged.join('\n')).toMatch(/search_terms/)
  })
})

describe('a development server', () => {
  let api: TestApi
  beforeAll(async () => {
    api = await startTestApi({ catalogSize: 60 })
  })
  afterAll(() => api?.close())

  it('keeps introspection, for GraphiQL-like tools', async () => {
    const answer = await postJson(api, { query: '{ __type(name: "Product") { name } }' })
    expect(answer.body?.data).toEqual({ __type: { name: 'Product' } })
  })
})
