import type { Db } from '../client';
import { libraryFile } from '../schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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

export interface LibrarySeed {
  key: string;
  fileName: string;
  mimeType: string;
  content: Buffer;
}

export const xingheLibrary: LibrarySeed[] = [
  {
    key: 'securityHandbook',
    fileName: '信息安全培训手册.pdf',
    mimeType: 'application/pdf',
    content: simplePdf('Information Security Handbook 2026', [
      '1. Lock your screen whenever you leave your desk.',
      '2. Never share your account or password.',
      '3. Report suspicious e-mails to the security team (ext. 8021).',
      '4. Install software from the company catalogue only.',
      '5. Keep customer data inside approved systems.',
    ]),
  },
  {
    key: 'platformGuide',
    fileName: '学习平台使用指南.pdf',
    mimeType: 'application/pdf',
    content: simplePdf('Praxis Learning Platform - Quick Guide', [
      'Home: tasks in progress, upcoming exams, rankings.',
      'Messages: read and delete in batches from the account centre.',
      'Downloads: exported reports wait in the header download list.',
      'Search: type a keyword in the header and press Enter.',
    ]),
  },
  {
    key: 'holidayRota',
    fileName: '元旦值班表.csv',
    mimeType: 'text/csv; charset=utf-8',
    content: Buffer.from(
      '\ufeff日期,部门,值班人,电话\n1月1日,行政部,周敏,13800000002\n1月2日,研发中心,陈立,13800000003\n1月3日,客户服务部,王珊,13800000004\n',
      'utf8',
    ),
  },
];

/** Inserts the files and answers their ids by key, for links in seeded rich text. */
export async function seedLibrary(
  tx: Tx,
  scope: { tenantId: string; enterpriseId: string },
  files: LibrarySeed[],
  now: Date,
): Promise<Record<string, string>> {
  const rows = await tx
    .insert(libraryFile)
    .values(
      files.map((f) => ({
        ...scope,
        fileName: f.fileName,
        mimeType: f.mimeType,
        fileSize: f.content.length,
        content: f.content,
        gmtCreate: now,
        gmtModified: now,
      })),
    )
    .returning({ id: libraryFile.id });
  return Object.fromEntries(files.map((f, i) => [f.key, rows[i]?.id ?? '']));
}

/** Replaces `{{file:key}}` in seeded HTML with the id of that library file. */
export function withFileIds(html: string, ids: Record<string, string>): string {
  return html.replace(/\{\{file:(\w+)\}\}/g, (_, key: string) => {
    const id = ids[key];
    if (!id) throw new Error(`seed: no library file "${key}"`);
    return id;
  });
}
