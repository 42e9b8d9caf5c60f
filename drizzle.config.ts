import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // One file per area; the areas' tables are queried directly, so the client needs no merged schema object.
  schema: './gateway/db/schema*.ts',
  out: './gateway/db/migrations',
});
