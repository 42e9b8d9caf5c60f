import { deflateSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ASSESS_COMMENT_MAX, ASSESS_FILES_MAX } from '../../../contract/offline-review.routes';
import { lecturer } from '../schema-course';
import { offlineAssessment, offlineAttachment, offlineCourse } from '../schema-offline';
import { uploadFile } from '../schema-upload';
import { DAY_MS, type Company, type SeedContext, type Tx } from './context';
import { simplePdf } from './library';
import { entry, phone, readSeedData, seedDataError } from './seed-data';

/*
 * Attachments and assessments of the offline courses (offline-assess.json, decision 0060). Every file is a real
 * upload of the course's lecturer: a one-page PDF or a small PNG made here, so links to them open.
 */

const FILE = 'offline-assess.json';

const ascii = z.string().regex(/^[\x20-\x7e]*$/, 'expected ASCII text (the PDF font has no other letters)');

/** A PDF of a title and lines, or a PNG bar chart of heights from 0 to 100. */
const demoFile = entry({
  name: z.string().regex(/\.(pdf|png)$/, 'expected a .pdf or .png name'),
  daysAgo: z.number().int().min(0).optional(),
  title: ascii.optional(),
  lines: z.array(ascii).optional(),
  bars: z.array(z.number().int().min(0).max(100)).min(1).max(12).optional(),
});

const offlineAssessFile = entry({
  courses: z.record(
    z.string(),
    z.array(
      entry({
        course: z.string().min(1),
        attachments: z.array(demoFile).default([]),
        assessments: z
          .array(
            entry({
              who: phone,
              score: z.number().int().min(0).max(100),
              daysAgo: z.number().int().min(0),
              comment: z.string().max(ASSESS_COMMENT_MAX).default(''),
              files: z.array(demoFile).max(ASSESS_FILES_MAX).default([]),
            }),
          )
          .default([]),
      }),
    ),
  ),
});

type DemoFile = z.output<typeof demoFile>;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small RGB PNG of a bar chart: one bar per height (0–100), on white, left to right. */
export function barChartPng(bars: number[]): Buffer {
  const [barWidth, gap, height] = [16, 8, 100];
  const width = bars.length * (barWidth + gap) + gap;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    // Each scanline starts with its filter type (0: none).
    const row = Buffer.alloc(1 + width * 3, 0xff);
    row[0] = 0;
    bars.forEach((bar, i) => {
      if (height - y > bar) return;
      const left = gap + i * (barWidth + gap);
      for (let x = left; x < left + barWidth; x++) row.set([0x2b, 0x6c, 0xb0], 1 + x * 3);
    });
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function contentOf(f: DemoFile): { mimeType: string; content: Buffer } {
  if (f.name.endsWith('.png')) {
    if (!f.bars) throw seedDataError(FILE, `"${f.name}": a .png needs "bars"`);
    return { mimeType: 'image/png', content: barChartPng(f.bars) };
  }
  if (f.title === undefined || !f.lines)
    throw seedDataError(FILE, `"${f.name}": a .pdf needs "title" and "lines"`);
  return { mimeType: 'application/pdf', content: simplePdf(f.title, f.lines) };
}

/** Stores a file as an upload of the member, uploaded at `when`. */
async function upload(tx: Tx, company: Company, userId: string, f: DemoFile, when: Date): Promise<string> {
  const { mimeType, content } = contentOf(f);
  const [row] = await tx
    .insert(uploadFile)
    .values({
      tenantId: company.tenantId,
      enterpriseId: company.enterpriseId,
      userId,
      fileName: f.name,
      mimeType,
      fileSize: content.length,
      content,
      gmtCreate: when,
    })
    .returning({ id: uploadFile.id });
  if (!row) throw seedDataError(FILE, `file "${f.name}" was not stored`);
  return row.id;
}

export async function seedOfflineAssess({ tx, refs, now }: SeedContext): Promise<void> {
  const data = readSeedData(FILE, offlineAssessFile);
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  for (const [key, courses] of Object.entries(data.courses)) {
    const company = refs.company(key, FILE);
    for (const c of courses) {
      const [course] = await tx
        .select({ id: offlineCourse.id, teacher: lecturer.userId })
        .from(offlineCourse)
        .innerJoin(
          lecturer,
          and(eq(lecturer.tenantId, offlineCourse.tenantId), eq(lecturer.id, offlineCourse.lecturerId)),
        )
        .where(
          and(
            eq(offlineCourse.tenantId, company.tenantId),
            eq(offlineCourse.enterpriseId, company.enterpriseId),
            eq(offlineCourse.courseName, c.course),
          ),
        );
      if (!course) throw seedDataError(FILE, `no offline course "${c.course}" in ${company.name}`);
      const teacher = course.teacher;
      if (!teacher) throw seedDataError(FILE, `the lecturer of "${c.course}" signs in as no one`);
      const scope = { tenantId: company.tenantId, enterpriseId: company.enterpriseId, courseId: course.id };

      for (const [sort, f] of c.attachments.entries()) {
        const when = daysAgo(f.daysAgo ?? 0);
        const fileId = await upload(tx, company, teacher, f, when);
        await tx.insert(offlineAttachment).values({ ...scope, fileId, sort, gmtCreate: when });
      }

      for (const a of c.assessments) {
        const when = daysAgo(a.daysAgo);
        const fileIds: string[] = [];
        for (const f of a.files) fileIds.push(await upload(tx, company, teacher, f, when));
        await tx.insert(offlineAssessment).values({
          ...scope,
          userId: refs.user(company, a.who, FILE),
          score: a.score,
          comment: a.comment,
          assessorId: teacher,
          fileIds,
          gmtCreate: when,
          gmtModified: when,
        });
      }
    }
  }
}
