import { defineConfig } from 'drizzle-kit';

/** airline-api's schema and migrations (`npx drizzle-kit generate` after changing the schema). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './airline-api/src/db/schema/index.ts',
  out: './airline-api/src/db/migrations',
  ...(process.env.DATABASE_URL ? { dbCredentials: { url: process.env.DATABASE_URL } } : {}),
});
