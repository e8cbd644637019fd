// drizzle-kit configuration: `npx drizzle-kit generate` writes SQL migrations into ./drizzle
// from the Drizzle schema (src/db/schema/, one file per domain); the server applies them at start (src/db/client.ts).
import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
})
