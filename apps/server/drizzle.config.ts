import { defineConfig } from 'drizzle-kit';

// Paths are relative to the repository root: run through `npm run db:generate`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema/index.ts',
  out: './apps/server/src/db/migrations',
  casing: 'snake_case',
});
