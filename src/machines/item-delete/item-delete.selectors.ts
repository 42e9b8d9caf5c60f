import type { SnapshotFrom } from 'xstate';
import type { itemDeleteMachine } from './item-delete.machine';

export type ItemDeleteSnapshot = SnapshotFrom<typeof itemDeleteMachine>;

export const selectItemId = (s: ItemDeleteSnapshot): string | null => s.context.itemId;
export const selectDeleted = (s: ItemDeleteSnapshot): number => s.context.deleted;
export const selectDeletedId = (s: ItemDeleteSnapshot): string | null => s.context.deletedId;
export const selectError = (s: ItemDeleteSnapshot): string | null => s.context.error;
/** The question is open: asked, or answered and deleting. */
export const selectIsAsking = (s: ItemDeleteSnapshot): boolean =>
  s.hasTag('confirming') || s.hasTag('deleting');
export const selectIsDeleting = (s: ItemDeleteSnapshot): boolean => s.hasTag('deleting');
