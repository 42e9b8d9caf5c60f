import { z } from 'zod';
import { libraryFile } from '../schema';
import type { SeedContext } from './context';
import { entry, readSeedData, seedDataError } from './seed-data';

/*
 * Files of each company's library (library.json) that seeded rich text links to: one-page PDFs written here,
 * and text files.
 */

const FILE = 'library.json';

/**
 * A one-page PDF with the given lines in Helvetica (ASCII only), built by hand so the demo library holds
 * real documents without binary files in the repository.
 */
export function simplePdf(title: string, lines: string[]): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = [
    'BT /F1 20 Tf 72 760 Td',
    `(${esc(title)}) Tj`,
    '/F1 12 Tf 0 -36 Td',
    ...lines.map((line) => `(${esc(line)}) Tj 0 -18 Td`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const ascii = z.string().regex(/^[\x20-\x7e]*$/, 'expected ASCII text (the PDF font has no other letters)');

const libraryData = z.record(
  z.string(),
  z.array(
    entry({
      /** What `{{file:key}}` in seeded rich text names. */
      key: z.string().regex(/^\w+$/, 'expected letters, digits and _'),
      fileName: z.string(),
      /** A PDF of a title and lines. */
      pdf: z.strictObject({ title: ascii, lines: z.array(ascii) }).optional(),
      /** Or a text file: its lines, its type, and whether it starts with a byte order mark. */
      lines: z.array(z.string()).optional(),
      mimeType: z.string().optional(),
      bom: z.boolean().default(false),
    }).refine(
      (f) =>
        f.pdf ? f.lines === undefined && f.mimeType === undefined : f.lines !== undefined && !!f.mimeType,
      { message: 'give either pdf, or lines with their mimeType' },
    ),
  ),
);

/** Inserts each company's files; answers their ids by company and key, for links in seeded rich text. */
export async function seedLibrary({
  tx,
  refs,
  now,
}: SeedContext): Promise<Map<string, Record<string, string>>> {
  const data = readSeedData(FILE, libraryData);
  const ids = new Map<string, Record<string, string>>();
  for (const [key, files] of Object.entries(data)) {
    const company = refs.company(key, FILE);
    if (files.length === 0) continue;
    const rows = await tx
      .insert(libraryFile)
      .values(
        files.map((f) => {
          const content = f.pdf
            ? simplePdf(f.pdf.title, f.pdf.lines)
            : Buffer.from(`${f.bom ? '\ufeff' : ''}${(f.lines ?? []).join('\n')}\n`, 'utf8');
          return {
            tenantId: company.tenantId,
            enterpriseId: company.enterpriseId,
            fileName: f.fileName,
            mimeType: f.pdf ? 'application/pdf' : (f.mimeType ?? ''),
            fileSize: content.length,
            content,
            gmtCreate: now,
            gmtModified: now,
          };
        }),
      )
      .returning({ id: libraryFile.id });
    ids.set(key, Object.fromEntries(files.map((f, i) => [f.key, rows[i]?.id ?? ''])));
  }
  return ids;
}

/** Replaces `{{file:key}}` in seeded HTML with the id of that library file. */
export function withFileIds(html: string, ids: Record<string, string>, file: string): string {
  return html.replace(/\{\{file:(\w+)\}\}/g, (_, key: string) => {
    const id = ids[key];
    if (!id) throw seedDataError(file, `no library file "${key}" (library.json)`);
    return id;
  });
}
