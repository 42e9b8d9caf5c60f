export interface TextPart {
  text: string;
  match: boolean;
}

/** Splits `text` around every occurrence of `keyword`, ignoring case, so the matches can be marked. */
export function highlightParts(text: string, keyword: string): TextPart[] {
  const needle = keyword.trim().toLowerCase();
  if (needle === '') return text === '' ? [] : [{ text, match: false }];
  const haystack = text.toLowerCase();
  const parts: TextPart[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}
