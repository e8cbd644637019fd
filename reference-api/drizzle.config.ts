// drizzle-kit configuration: `npx drizzle-kit generate` writes SQL migrations into ./drizzle
// from the Drizzle schema; the server applies them at start (src/db/client.ts).
import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
})
