/**
 * Message areas that load with their pages rather than with the start-up bundle: a key `exam.*` belongs to
 * the `exam` area. Every other key is "core" and ships with the entry. The build splits the catalogues by
 * this list (vite.config.ts); a route whose pages use an area asks for it in its loader.
 */
export const LAZY_NAMESPACES = ['exam', 'survey', 'course', 'player', 'lecturer', 'live', 'crm'] as const;
export type Namespace = (typeof LAZY_NAMESPACES)[number];

/** The area of a message key: its first segment when that names a lazy area, otherwise core. */
export function namespaceOf(key: string): Namespace | 'core' {
  const head = key.slice(0, key.indexOf('.'));
  return (LAZY_NAMESPACES as readonly string[]).includes(head) ? (head as Namespace) : 'core';
}
