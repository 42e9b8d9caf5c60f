/** Message ids per field; a field without an entry is valid. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}
