import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './gateway/db/schema.ts',
  out: './gateway/db/migrations',
});
