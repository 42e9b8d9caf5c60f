/** Messages of the progress module. */
export const progressMessages = {
  zh: {} as Record<string, string>,
  en: {} as Record<string, string>,
};
