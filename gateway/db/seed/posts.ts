import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { studyTask } from '../schema';
import type { SeedContext } from './context';
import { entry, readSeedData, seedDataError } from './seed-data';

/* The posts study tasks certify (posts.json), named on the tasks the learning seed made. */

const FILE = 'posts.json';
const postsFile = entry({ posts: z.record(z.string(), z.record(z.string(), z.string().min(1))) });

export async function seedPosts({ tx, refs }: SeedContext): Promise<void> {
  const data = readSeedData(FILE, postsFile);
  for (const [key, tasks] of Object.entries(data.posts)) {
    const company = refs.company(key, FILE);
    for (const [taskName, postName] of Object.entries(tasks)) {
      const updated = await tx
        .update(studyTask)
        .set({ postName })
        .where(
          and(
            eq(studyTask.tenantId, company.tenantId),
            eq(studyTask.enterpriseId, company.enterpriseId),
            eq(studyTask.taskName, taskName),
          ),
        )
        .returning({ id: studyTask.id });
      if (updated.length !== 1) throw seedDataError(FILE, `no single task "${taskName}" in ${company.name}`);
    }
  }
}
