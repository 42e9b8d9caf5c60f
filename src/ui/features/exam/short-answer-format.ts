/*
 * A short answer is typed in a plain text area and travels as simple rich text, the form the paper's short
 * answers take: blank lines separate paragraphs, lines starting with "- " make a bulleted list, lines
 * starting with "1." / "1、" a numbered one. Reading it back gives the same text, so a resumed attempt shows
 * exactly what was typed.
 */

const BULLET = /^\s*[-•*]\s+/;
const NUMBERED = /^\s*\d+[.、)]\s*/;

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function blockToHtml(block: string): string {
  const lines = block.split('\n');
  if (lines.every((line) => BULLET.test(line))) {
    return `<ul>${lines.map((line) => `<li>${escapeHtml(line.replace(BULLET, ''))}</li>`).join('')}</ul>`;
  }
  if (lines.length > 1 && lines.every((line) => NUMBERED.test(line))) {
    return `<ol>${lines.map((line) => `<li>${escapeHtml(line.replace(NUMBERED, ''))}</li>`).join('')}</ol>`;
  }
  return `<p>${lines.map(escapeHtml).join('<br>')}</p>`;
}

/** The typed text as rich text; an answer of only spaces is no answer (empty string). */
export function shortAnswerToHtml(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n');
  if (normalised.trim() === '') return '';
  return normalised
    .split(/\n\s*\n/)
    .map((block) => block.replace(/^\n+|\n+$/g, ''))
    .filter((block) => block.trim() !== '')
    .map(blockToHtml)
    .join('');
}

function inlineText(node: Node): string {
  let out = '';
  node.childNodes.forEach((child) => {
    if (child.nodeName === 'BR') out += '\n';
    else if (child.nodeType === Node.TEXT_NODE) out += child.textContent ?? '';
    else out += inlineText(child);
  });
  return out;
}

/** Rich text back to the text that is edited (any other markup keeps its words). */
export function shortAnswerToText(html: string): string {
  if (html.trim() === '') return '';
  const template = document.createElement('template');
  template.innerHTML = html;
  const blocks: string[] = [];
  template.content.childNodes.forEach((node) => {
    if (node.nodeName === 'UL' || node.nodeName === 'OL') {
      const items = Array.from(node.childNodes).filter((item) => item.nodeName === 'LI');
      blocks.push(
        items
          .map((item, i) => `${node.nodeName === 'UL' ? '- ' : `${i + 1}. `}${inlineText(item)}`)
          .join('\n'),
      );
    } else {
      const text = node.nodeType === Node.TEXT_NODE ? (node.textContent ?? '') : inlineText(node);
      if (text.trim() !== '') blocks.push(text);
    }
  });
  return blocks.join('\n\n');
}
