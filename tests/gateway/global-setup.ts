import type { TestProject } from 'vitest/node';
import { buildTemplates } from './helpers/templates';

let remove: (() => Promise<void>) | undefined;

/** One migrated, seeded database per dialect for the whole run; each test file starts from a copy. */
export async function setup(project: TestProject): Promise<void> {
  const built = await buildTemplates();
  remove = built.remove;
  project.provide('dbTemplates', built.templates);
}

export async function teardown(): Promise<void> {
  await remove?.();
}
