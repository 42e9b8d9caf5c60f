/*
 * Export files are stored as CSV text and served with a byte-order mark in front, so spreadsheet programs read
 * the Chinese text as UTF-8 (the mark is not stored: some drivers drop it when reading text back).
 */
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

export function exportFileBytes(content: string): Buffer {
  return Buffer.concat([BOM, Buffer.from(content, 'utf8')]);
}

/**
 * CSV text of rows (RFC 4180 quoting, CRLF). A cell that a spreadsheet would run as a formula (= + - @ at the
 * start) gets a leading apostrophe: exported names are typed by other people.
 */
export function toCsv(rows: string[][]): string {
  const cell = (value: string) => {
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return rows.map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}
