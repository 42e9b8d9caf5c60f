/** The library file a click in rich text asks for: the nearest `a[data-id]` around the target, if any. */
export function libraryFileIdOf(target: EventTarget | null): { id: string; link: HTMLElement } | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest<HTMLElement>('a[data-id]');
  const id = link?.dataset.id ?? '';
  if (!link || !/^[1-9][0-9]{0,18}$/.test(id)) return null;
  return { id, link };
}
