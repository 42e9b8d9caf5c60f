import { fromPromise } from 'xstate';
import type { NeedsEditRequest } from '../../../contract/training-needs';
import { trainingNeedsEdit } from '../../services/api/training-needs';
import type { HttpClient } from '../../services/http';
import { settled } from '../shared/settled';
import type { trainingNeedsMachine } from './training-needs.machine';
import type { NeedsDraft } from './training-needs.types';

type Implementations = Parameters<typeof trainingNeedsMachine.provide>[0];

/** Where drafts live: `localStorage` in the browser, a map in tests. */
export interface NeedsDraftStore {
  read(key: string): string | null;
  write(key: string, value: string): void;
  remove(key: string): void;
}

/** One person's draft of one collection: two people sharing a browser never see each other's needs. */
export function needsDraftKey(userId: string, needsId: string): string {
  return `praxis.needs.${userId}.${needsId}`;
}

/** The stored draft as it was written, or null; what it holds is checked against the collection later. */
export function readNeedsDraft(store: NeedsDraftStore, key: string): unknown {
  try {
    const text = store.read(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/**
 * `trainingNeedsMachine.provide(createTrainingNeedsImplementations(http, store, userId))`. A refused submission
 * shows beside the form, so the client stays quiet; storage that refuses (private mode, full) only costs the
 * draft.
 */
export function createTrainingNeedsImplementations(
  http: HttpClient,
  store: NeedsDraftStore,
  userId: string,
): Implementations {
  const quietly = (run: () => void) => {
    try {
      run();
    } catch {
      // A draft is a convenience; the form on screen is what counts.
    }
  };
  return {
    actors: {
      submitNeeds: fromPromise(({ input }: { input: NeedsEditRequest }) =>
        settled(http, () => trainingNeedsEdit(http, input, { isShowErrTip: false })),
      ),
    },
    actions: {
      saveDraft: (_, params: { needsId: string; draft: NeedsDraft }) =>
        quietly(() => store.write(needsDraftKey(userId, params.needsId), JSON.stringify(params.draft))),
      clearDraft: (_, params: { needsId: string }) =>
        quietly(() => store.remove(needsDraftKey(userId, params.needsId))),
    },
  };
}
