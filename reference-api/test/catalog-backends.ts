// The databases the catalogue suites run on: embedded PGlite always, and PostgreSQL as well when
// DATABASE_URL is set. On PostgreSQL each suite gets a database of its own, because the suites run
// in parallel and the harness empties the database it is given.
import { GetCodeDocument, LoginDocument, RegisterClientDocument } from '@apteka/sdk'
import pg from 'pg'
import { type StartOptions, startTestApi, TEST_SMS_CODE, type TestApi } from './harness'

export type Backend = 'pglite' | 'postgres'

export const backends: Backend[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

/** Starts the API of one suite on the backend; `suite` names its PostgreSQL database. */
export async function startSuiteApi(
  backend: Backend,
  suite: string,
  options: Omit<StartOptions, 'databaseUrl'> = {},
): Promise<TestApi> {
  const base = process.env.DATABASE_URL
  if (backend === 'pglite' || !base) return startTestApi(options)
  const database = `apteka_test_${suite.replace(/\W/g, '_')}`
  await withAdmin(base, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
    await client.query(`CREATE DATABASE ${database}`)
  })
  const url = new URL(base)
  url.pathname = `/${database}`
  const api = await startTestApi({ ...options, databaseUrl: url.toString() })
  return {
    ...api,
    async close() {
      await api.close()
      await withAdmin(base, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`),
      )
    },
  }
}

/** Signs a customer in by SMS code (registering the phone first if needed); returns the headers. */
export async function signIn(api: TestApi, phone: string): Promise<Record<string, string>> {
  await api.gql(GetCodeDocument, { phone })
  const login = await api.gql(LoginDocument, { phone, code: TEST_SMS_CODE })
  let token = login.data?.login.session?.user?.accessToken
  if (!token) {
    const registered = await api.gql(RegisterClientDocument, {
      data: { phone, code: TEST_SMS_CODE, name: 'Анна', surname: 'Петрова' },
    })
    token = registered.data?.registerClient.session?.user?.accessToken
  }
  if (!token) throw new Error(`could not sign ${phone} in`)
  return { authorization: `Bearer ${token}` }
}
