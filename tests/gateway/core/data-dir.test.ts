import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { initDatabase } from '../../../gateway/db/init';

/*
 * The embedded database's directory (DATA_DIR) only: PostgreSQL servers are not opened from a directory.
 * Each case gets a directory of its own under the system's temporary folder.
 */
const made: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'praxis-data-dir-'));
  made.push(dir);
  return dir;
}

/** A PGlite data directory holding one table of someone else's. */
async function foreignDatabase(): Promise<string> {
  const dir = tempDir();
  const client = await PGlite.create(dir);
  await client.exec('create table photos (id int primary key, name text)');
  await client.close();
  return dir;
}

describe('DATA_DIR', () => {
  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a directory of other files, naming it', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'holiday.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    await expect(initDatabase({ dataDir: dir, databaseUrl: undefined })).rejects.toThrow(
      `DATA_DIR ${dir} is not empty and is not a Praxis database; choose an empty or new directory.`,
    );
  });

  it('says which directory is damaged and what to do when PGlite cannot open it', async () => {
    const dir = await foreignDatabase();
    // The control file PostgreSQL reads first, overwritten with garbage: PGlite aborts while starting.
    writeFileSync(join(dir, 'global', 'pg_control'), Buffer.alloc(100, 7));
    const failure = initDatabase({ dataDir: dir, databaseUrl: undefined });
    await expect(failure).rejects.toThrow(`The database in ${dir} could not be opened (it may be damaged)`);
    await expect(failure).rejects.toThrow(
      /Aborted\(\).*Restore it from a backup, or move the directory away/,
    );
  });

  it("refuses a database that holds tables but none of Praxis's", async () => {
    const dir = await foreignDatabase();
    await expect(initDatabase({ dataDir: dir, databaseUrl: undefined })).rejects.toThrow(
      `The database in ${dir} could not be opened (it may be damaged): it holds tables, but none of Praxis's.`,
    );
  });
});
