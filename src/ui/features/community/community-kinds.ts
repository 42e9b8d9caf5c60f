import type { CommunityTab } from './community-params';

/* Which kind of post each tab lists; apart from the address reader, which ships with the start-up code. */

/** The kind of post a tab lists (none for my posts, which are of every kind). */
export function kindOfTab(tab: CommunityTab | undefined): 1 | 2 | 3 | undefined {
  if (tab === 'question') return 2;
  if (tab === 'info') return 3;
  if (tab === 'mine') return undefined;
  return 1;
}

/** The tab that lists a kind of post. */
export function tabOfKind(kind: number): CommunityTab | undefined {
  if (kind === 2) return 'question';
  if (kind === 3) return 'info';
  return undefined;
}
