import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { offlineReviewApi } from '../../../contract/offline-review';
import { uploadFile } from '../../../gateway/db/schema-upload';
import { extensionFits, sniff } from '../../../gateway/modules/upload/kinds';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST } from '../notice/support';
import {
  LEARNER_FILE,
  LIU_YANG_FILE,
  PDF,
  PNG,
  SAFETY_ATTACHMENTS,
  TIME,
  openLink,
  seededFile,
  uploadAs,
} from './review-support';
import { SAFETY, SECURITY, courseOf, makeWuHaoALecturer, offlineDemo, type OfflineDemo } from './support';

const NOT_FOUND = '线下课程不存在或已停用';
const FILE_NOT_FOUND = '文件不存在，或你无权查看';
const NOT_YOURS = '有文件不存在或不是你上传的，请重新上传后再保存';

describe.each(dialects())('offline course attachments (%s)', (dialect) => {
  let t: TestApp;
  let d: OfflineDemo;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    d = await offlineDemo(t);
  });
  afterAll(() => t.close());

  const list = (courseId: string, token: string, host?: string) =>
    callApi(t.app, offlineReviewApi.attachmentList, { courseId }, { token, host });
  const save = (courseId: string, fileIds: string[], token: string, lang?: 'zh' | 'en') =>
    callApi(t.app, offlineReviewApi.attachmentSave, { courseId, fileIds }, { token, lang });
  const link = (body: { courseId: string; fileId: string; userId?: string }, token: string, host?: string) =>
    callApi(t.app, offlineReviewApi.attachmentLink, body, { token, host });

  it('lists a course’s attachments in the lecturer’s order to anyone of the company who sees the course', async () => {
    const stranger = await d.member('13800000110');
    for (const token of [d.c.learner, d.c.lecturer, stranger, d.c.admin]) {
      const res = await list(courseOf(d, SAFETY), token);
      expect(res.code).toBe(Code.ok);
      expect(res.data.map((f) => [f.fileName, f.mimeType])).toEqual([
        [SAFETY_ATTACHMENTS[0], 'application/pdf'],
        [SAFETY_ATTACHMENTS[1], 'application/pdf'],
        [SAFETY_ATTACHMENTS[2], 'image/png'],
      ]);
      expect(res.data.every((f) => f.fileSize > 0 && TIME.test(f.gmtCreate))).toBe(true);
    }
    expect((await list(courseOf(d, SECURITY), d.c.learner)).data).toEqual([]);
  });

  it('seeds real files that the upload rules would take', async () => {
    const rows = await t.db
      .select({ name: uploadFile.fileName, mimeType: uploadFile.mimeType, content: uploadFile.content })
      .from(uploadFile)
      .where(
        and(
          eq(uploadFile.tenantId, d.c.refs.tenant1),
          inArray(uploadFile.fileName, [...SAFETY_ATTACHMENTS, LIU_YANG_FILE, LEARNER_FILE]),
        ),
      );
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      const found = sniff(Buffer.from(row.content));
      expect(found?.mimeType, row.name).toBe(row.mimeType);
      expect(found && extensionFits(row.name, found.kind), row.name).toBe(true);
    }
  });

  it('hands out a short-lived link to a course attachment that opens the file', async () => {
    const stranger = await d.member('13800000110');
    const fileId = await seededFile(t, d.c.refs.tenant1, SAFETY_ATTACHMENTS[0] ?? '');
    const res = await link({ courseId: courseOf(d, SAFETY), fileId }, stranger);
    expect(res.code).toBe(Code.ok);
    expect(res.data).toMatchObject({ fileName: SAFETY_ATTACHMENTS[0], expiresIn: 300 });
    const file = await openLink(t, res.data.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Not an attachment of that course, an assessment's file asked for as an attachment, an unknown file.
    const liu = await seededFile(t, d.c.refs.tenant1, LIU_YANG_FILE);
    for (const body of [
      { courseId: courseOf(d, SECURITY), fileId },
      { courseId: courseOf(d, SAFETY), fileId: liu },
      { courseId: courseOf(d, SAFETY), fileId: '999999' },
    ]) {
      expect(await link(body, d.c.learner)).toMatchObject({
        code: Code.error,
        msg: FILE_NOT_FOUND,
        data: null,
      });
    }
  });

  it('lets the lecturer set the attachments from their uploads, in order; a learner sees the new list', async () => {
    const id = courseOf(d, SAFETY);
    const before = (await list(id, d.c.lecturer)).data.map((f) => f.fileId);
    const added = await uploadAs(t, d.c.lecturer, '补充阅读.pdf', PDF);
    const saved = await save(id, [added, before[2] ?? '', before[0] ?? ''], d.c.lecturer);
    expect(saved.code).toBe(Code.ok);
    expect(saved.data.map((f) => f.fileName)).toEqual([
      '补充阅读.pdf',
      SAFETY_ATTACHMENTS[2],
      SAFETY_ATTACHMENTS[0],
    ]);
    expect((await list(id, d.c.learner)).data).toEqual(saved.data);
    // A file taken off is no longer reachable as the course's.
    const dropped = await link({ courseId: id, fileId: before[1] ?? '' }, d.c.learner);
    expect(dropped.msg).toBe(FILE_NOT_FOUND);
    expect((await save(id, [], d.c.lecturer)).data).toEqual([]);
    expect((await save(id, before, d.c.lecturer)).data.map((f) => f.fileName)).toEqual(SAFETY_ATTACHMENTS);
  });

  it('refuses someone else’s upload, an unknown file and a file named twice with 999', async () => {
    const id = courseOf(d, SAFETY);
    const theirs = await uploadAs(t, d.c.learner, '学员照片.png', PNG);
    const mine = await uploadAs(t, d.c.lecturer, '讲师照片.png', PNG);
    expect(await save(id, [mine, theirs], d.c.lecturer)).toMatchObject({
      code: Code.error,
      msg: NOT_YOURS,
      data: null,
    });
    expect((await save(id, ['999999'], d.c.lecturer)).msg).toBe(NOT_YOURS);
    expect((await save(id, [mine, mine], d.c.lecturer)).msg).toBe('附件有重复项');
    expect((await save(id, ['x'], d.c.lecturer)).code).toBe(Code.error);
    expect((await save(id, ['999999'], d.c.lecturer, 'en')).msg).toBe(
      'A file does not exist or was not uploaded by you: upload it again, then save',
    );
    // Nothing changed.
    expect((await list(id, d.c.learner)).data.map((f) => f.fileName)).toEqual(SAFETY_ATTACHMENTS);
  });

  it('is "not found" in another company, another tenant, and for an unknown course', async () => {
    const id = courseOf(d, SAFETY);
    const fileId = await seededFile(t, d.c.refs.tenant1, SAFETY_ATTACHMENTS[0] ?? '');
    for (const [token, host] of [
      [d.c.learnerYuanshan, undefined],
      [d.c.other, OTHER_HOST],
    ] as const) {
      expect(await list(id, token, host)).toMatchObject({ code: Code.error, msg: NOT_FOUND, data: null });
      expect((await link({ courseId: id, fileId }, token, host)).msg).toBe(NOT_FOUND);
    }
    expect((await list('999999', d.c.learner)).msg).toBe(NOT_FOUND);
    // No lecturer rows in the other company: the lecturer call is 306 there.
    expect((await save(id, [], d.c.learnerYuanshan)).code).toBe(Code.noPermission);
  });

  it('answers 306 to a member who teaches nothing and "not found" to a lecturer of another course', async () => {
    for (const token of [d.c.learner, d.c.admin]) {
      expect(await save(courseOf(d, SAFETY), [], token)).toMatchObject({
        code: Code.noPermission,
        msg: '只有讲师可以使用此功能',
      });
    }
    // 吴昊 teaches one session of the security workshop: that course is his to equip, the other is not.
    const wu = await makeWuHaoALecturer(t, d);
    expect((await save(courseOf(d, SAFETY), [], wu)).msg).toBe(NOT_FOUND);
    const his = await uploadAs(t, wu, '演练脚本.pdf', PDF);
    const saved = await save(courseOf(d, SECURITY), [his], wu);
    expect(saved.data.map((f) => f.fileName)).toEqual(['演练脚本.pdf']);
    // The course's lecturer keeps 吴昊's file when saving the list again, and may add his own.
    const chen = await uploadAs(t, d.c.lecturer, '工作坊讲义.pdf', PDF);
    const both = await save(courseOf(d, SECURITY), [chen, his], d.c.lecturer);
    expect(both.data.map((f) => f.fileName)).toEqual(['工作坊讲义.pdf', '演练脚本.pdf']);
  });
});
