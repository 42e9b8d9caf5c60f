import type { NeedsDraftStore } from '../../../machines/training-needs/training-needs.actors';

/** Drafts of training needs in `localStorage`; a browser that refuses storage simply keeps no draft. */
export const browserNeedsDraftStore: NeedsDraftStore = {
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
