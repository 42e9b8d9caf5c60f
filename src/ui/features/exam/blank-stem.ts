/** A blank in a fill-in stem: a run of three or more underscores (half or full width). */
const BLANK_MARK = /[_＿]{3,}/g;
export const BLANK_SLOT_ATTR = 'data-blank';

/**
 * The stem, sanitised by `sanitize`, with each blank replaced by an empty `<span data-blank="i">` where an input goes, when the
 * stem marks exactly `blankCount` blanks; otherwise null, and the inputs go below the stem.
 */
export function stemWithSlots(
  html: string,
  blankCount: number,
  sanitize: (html: string) => string,
): string | null {
  if (blankCount < 1) return null;
  const template = document.createElement('template');
  template.innerHTML = sanitize(html);
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);

  let index = 0;
  for (const text of texts) {
    const value = text.data;
    BLANK_MARK.lastIndex = 0;
    if (!BLANK_MARK.test(value)) continue;
    const parts = value.split(BLANK_MARK);
    const fragment = document.createDocumentFragment();
    parts.forEach((part, i) => {
      if (part) fragment.append(part);
      if (i < parts.length - 1) {
        const slot = document.createElement('span');
        slot.setAttribute(BLANK_SLOT_ATTR, String(index++));
        fragment.append(slot);
      }
    });
    text.replaceWith(fragment);
  }
  return index === blankCount ? template.innerHTML : null;
}
