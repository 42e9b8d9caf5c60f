import type { DraftStore } from '../../../machines/survey/survey.actors';

/** Survey drafts in `localStorage`; a browser that refuses storage simply keeps no draft. */
export const browserDraftStore: DraftStore = {
  read: (key) => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  write: (key, value) => window.localStorage.setItem(key, value),
  remove: (key) => window.localStorage.removeItem(key),
};
