import { z } from 'zod';
import { exportFileBytes } from '../../modules/export/file';
import { exportRecord } from '../schema';
import { HOUR_MS, type SeedContext } from './context';
import { entry, phone, readSeedData } from './seed-data';

/* Members' finished exports (exports.json): ready files with their CSV, and failed jobs. */

const FILE = 'exports.json';

const exportsFile = z.array(
  entry({
    company: z.string(),
    who: phone,
    files: z.array(
      entry({
        fileName: z.string(),
        hoursAgo: z.number().min(0),
        /** A job that failed for good; the others are ready (the seed holds no job for the runner). */
        failed: z.literal(true).optional(),
        /** The CSV rows of a ready file. */
        rows: z.array(z.array(z.string())).optional(),
      }).refine((f) => (f.failed === true) === (f.rows === undefined), {
        message: 'a ready file needs its rows, a failed one has none',
      }),
    ),
  }),
);

function csv(rows: string[][]): string {
  const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return rows.map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}

export async function seedExports({ tx, refs, now }: SeedContext): Promise<void> {
  for (const owner of readSeedData(FILE, exportsFile)) {
    const company = refs.company(owner.company, FILE);
    const userId = refs.user(company, owner.who, FILE);
    if (owner.files.length === 0) continue;
    await tx.insert(exportRecord).values(
      owner.files.map((e) => {
        const content = e.rows ? csv(e.rows) : null;
        const at = new Date(now.getTime() - e.hoursAgo * HOUR_MS);
        return {
          tenantId: company.tenantId,
          enterpriseId: company.enterpriseId,
          userId,
          fileName: e.fileName,
          exportStatus: e.failed ? 3 : 2,
          content,
          fileSize: content === null ? 0 : exportFileBytes(content).length,
          gmtCreate: at,
          gmtModified: at,
        };
      }),
    );
  }
}
