/** Messages of courses and lecturers. */
export const courseMessages = {
  zh: {} as Record<string, string>,
  en: {} as Record<string, string>,
};
