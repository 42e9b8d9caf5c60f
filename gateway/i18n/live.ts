/** Messages of the live module. */
export const liveMessages = {
  zh: {} as Record<string, string>,
  en: {} as Record<string, string>,
};
