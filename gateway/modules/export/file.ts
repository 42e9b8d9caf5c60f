/*
 * Export files are stored as CSV text and served with a byte-order mark in front, so spreadsheet programs read
 * the Chinese text as UTF-8 (the mark is not stored: some drivers drop it when reading text back).
 */
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

export function exportFileBytes(content: string): Buffer {
  return Buffer.concat([BOM, Buffer.from(content, 'utf8')]);
}
