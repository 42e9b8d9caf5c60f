import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, type Envelope } from '../../../contract/envelope';
import {
  ContentStatus,
  PracticalClosed,
  practicalAdminApi,
  taskStudyApi,
} from '../../../contract/study-task';
import { uploadApi, type UploadedFile } from '../../../contract/upload';
import { studyTask } from '../../../gateway/db/schema';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST, callers, type Callers } from '../notice/support';

const TASK = '2026 新任班组长培养计划';
const OPEN = '组织一次十分钟班前会';
const MARKED = '编写一份班组安全检查表';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** Uploads one file as the portal does: multipart with the field `file`. */
async function upload(
  t: TestApp,
  token: string,
  fileName: string,
  content: Buffer,
  host = 'localhost',
): Promise<Envelope<UploadedFile>> {
  const boundary = '----praxis-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const payload = Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/gateway${uploadApi.upload.path}`,
    headers: { host, token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return res.json<Envelope<UploadedFile>>();
}

describe.each(dialects())('practical answers with uploads (%s)', (dialect) => {
  let t: TestApp;
  let c: Callers;
  let taskId: string;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    c = await callers(t);
    const [row] = await t.db
      .select({ id: studyTask.id })
      .from(studyTask)
      .where(and(eq(studyTask.tenantId, c.refs.tenant1), eq(studyTask.taskName, TASK)));
    taskId = row?.id ?? '';
  });
  afterAll(() => t.close());

  const contentId = async (name: string) => {
    const detail = await callApi(t.app, taskStudyApi.detail, { taskId }, { token: c.learner });
    const found = detail.data.phases.flatMap((p) => p.contents).find((x) => x.contentName === name);
    return found?.phaseContentId ?? '';
  };

  it('takes pictures, PDF and Word by their content, and refuses anything else with a clear message', async () => {
    const png = await upload(t, c.learner, '现场照片.png', PNG);
    expect(png.code).toBe(Code.ok);
    expect(png.data).toMatchObject({ fileName: '现场照片.png', mimeType: 'image/png', fileSize: PNG.length });
    const pdf = await upload(t, c.learner, '记录.PDF', PDF);
    expect(pdf.data).toMatchObject({ mimeType: 'application/pdf' });
    // A script named like a picture, a picture named like a script, and an SVG are all refused.
    const disguised = await upload(t, c.learner, 'photo.png', Buffer.from('<script>alert(1)</script>'));
    expect(disguised).toMatchObject({
      code: Code.error,
      msg: '“photo.png” 不能上传：只能上传图片（JPG、PNG、GIF、WebP）、Word 或 PDF 文件',
    });
    expect((await upload(t, c.learner, 'run.exe', PNG)).code).toBe(Code.error);
    expect(
      (await upload(t, c.learner, 'logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).code,
    ).toBe(Code.error);
    expect((await upload(t, c.learner, 'empty.pdf', Buffer.alloc(0))).code).toBe(Code.error);
    // A PDF's name on other content (a picture, plain text) is refused: the content decides, not the name.
    for (const content of [PNG, Buffer.from('just some text, not a PDF at all')]) {
      expect(await upload(t, c.learner, '报告.pdf', content)).toMatchObject({
        code: Code.error,
        msg: '“报告.pdf” 不能上传：只能上传图片（JPG、PNG、GIF、WebP）、Word 或 PDF 文件',
      });
    }
    // A picture over 5 MB is too large; the message names the limit.
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await upload(t, c.learner, 'big.png', big);
    expect(tooLarge).toMatchObject({ code: Code.error, msg: '“big.png” 太大了：这类文件最大 5 MB' });
    // No file at all.
    const none = await callApi(t.app, uploadApi.upload, {}, { token: c.learner });
    expect(none).toMatchObject({ code: Code.error, msg: '请选择要上传的文件' });
    // A signed-out visitor cannot upload.
    expect((await upload(t, '', 'a.png', PNG)).code).toBe(Code.tokenExpired);
  });

  it('hands an answer in with text and attachments, again until it is marked, then shows the mark', async () => {
    const id = await contentId(OPEN);
    const before = await callApi(
      t.app,
      taskStudyApi.practicalView,
      { taskId, phaseContentId: id },
      { token: c.learner },
    );
    expect(before.data).toMatchObject({
      answer: null,
      canSubmit: 1,
      closed: PracticalClosed.open,
      passScore: 60,
    });
    expect(before.data.criteria).toContain('60 分合格');

    const empty = await callApi(
      t.app,
      taskStudyApi.practicalSave,
      { taskId, phaseContentId: id, answerText: '   ', fileIds: [] },
      { token: c.learner },
    );
    expect(empty).toMatchObject({ code: Code.error, msg: '请填写作答内容或添加附件' });

    const photo = await upload(t, c.learner, '班前会.png', PNG);
    const saved = await callApi(
      t.app,
      taskStudyApi.practicalSave,
      { taskId, phaseContentId: id, answerText: '07:50 班前会，12 人参加。', fileIds: [photo.data.id] },
      { token: c.learner },
    );
    expect(saved.code, saved.msg).toBe(Code.ok);
    expect(saved.data).toMatchObject({ status: ContentStatus.underway, canSubmit: 1 });
    expect(saved.data.answer?.files.map((f) => f.fileName)).toEqual(['班前会.png']);

    // Handed in again: the new answer replaces the old.
    const record = await upload(t, c.learner, '记录.pdf', PDF);
    const again = await callApi(
      t.app,
      taskStudyApi.practicalSave,
      { taskId, phaseContentId: id, answerText: '补充会议记录。', fileIds: [record.data.id, photo.data.id] },
      { token: c.learner },
    );
    expect(again.data.answer).toMatchObject({ answerText: '补充会议记录。' });
    expect(again.data.answer?.files.map((f) => f.fileName)).toEqual(['记录.pdf', '班前会.png']);

    // Someone else's upload cannot be attached.
    const others = await upload(t, c.admin, 'other.png', PNG);
    const foreign = await callApi(
      t.app,
      taskStudyApi.practicalSave,
      { taskId, phaseContentId: id, answerText: 'x', fileIds: [others.data.id] },
      { token: c.learner },
    );
    expect(foreign).toMatchObject({ code: Code.error, msg: '附件不存在，请重新上传' });

    // The assessor finds it awaiting a mark, opens its attachment, and marks it.
    const queue = await callApi(
      t.app,
      practicalAdminApi.page,
      { marked: 0, pageSize: 50 },
      { token: c.admin },
    );
    const mine = queue.data.list.find((a) => a.contentName === OPEN && a.phone === '13800000001');
    expect(mine).toMatchObject({ answerText: '补充会议记录。', status: ContentStatus.underway, score: null });
    const link = await callApi(t.app, uploadApi.link, { id: mine?.files[0]?.id ?? '' }, { token: c.admin });
    expect(link.code).toBe(Code.ok);
    const file = await t.app.inject({ method: 'GET', url: link.data.url, headers: { host: 'localhost' } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.headers['content-security-policy']).toBe('sandbox');
    const marked = await callApi(
      t.app,
      practicalAdminApi.mark,
      { id: mine?.id ?? '', score: 55, comment: '缺少风险提示，请补充。' },
      { token: c.admin },
    );
    expect(marked.data).toMatchObject({ status: ContentStatus.notPassed, score: 55 });
    const twice = await callApi(
      t.app,
      practicalAdminApi.mark,
      { id: mine?.id ?? '', score: 90 },
      { token: c.admin },
    );
    expect(twice).toMatchObject({ code: Code.error, msg: '该作业已评分' });

    const after = await callApi(
      t.app,
      taskStudyApi.practicalView,
      { taskId, phaseContentId: id },
      { token: c.learner },
    );
    expect(after.data).toMatchObject({
      status: ContentStatus.notPassed,
      score: 55,
      comment: '缺少风险提示，请补充。',
      canSubmit: 0,
      closed: PracticalClosed.marked,
    });
    const late = await callApi(
      t.app,
      taskStudyApi.practicalSave,
      { taskId, phaseContentId: id, answerText: '再交一次' },
      { token: c.learner },
    );
    expect(late).toMatchObject({ code: Code.error, msg: '作业已评分，不能再修改' });
  });

  it('shows the seeded marked answer with its attachment, and the colleague’s awaiting one to the assessor', async () => {
    const view = await callApi(
      t.app,
      taskStudyApi.practicalView,
      { taskId, phaseContentId: await contentId(MARKED) },
      { token: c.learner },
    );
    expect(view.data).toMatchObject({
      status: ContentStatus.done,
      score: 86,
      closed: PracticalClosed.marked,
    });
    expect(view.data.answer?.files.map((f) => f.fileName)).toEqual(['班组每日安全检查表.pdf']);
    const awaiting = await callApi(t.app, practicalAdminApi.page, { marked: 0 }, { token: c.admin });
    expect(awaiting.data.list.some((a) => a.phone === '13800000101' && a.contentName === OPEN)).toBe(true);
  });

  it('keeps answers and files to their member, company and tenant', async () => {
    const id = await contentId(OPEN);
    // The administrator is not in the task; another company's member and another tenant's see nothing.
    for (const [token, host] of [
      [c.admin, undefined],
      [c.learnerYuanshan, undefined],
      [c.other, OTHER_HOST],
    ] as const) {
      const opts = host ? { token, host } : { token };
      expect(
        (await callApi(t.app, taskStudyApi.practicalView, { taskId, phaseContentId: id }, opts)).code,
      ).toBe(Code.error);
    }
    // A learner cannot open a colleague's attachment, nor use the assessor's calls.
    const queue = await callApi(t.app, practicalAdminApi.page, { marked: 0 }, { token: c.admin });
    const colleagues = queue.data.list.find((a) => a.phone === '13800000101');
    const refused = await callApi(
      t.app,
      uploadApi.link,
      { id: colleagues?.files[0]?.id ?? '' },
      { token: c.learner },
    );
    expect(refused).toMatchObject({ code: Code.error, msg: '文件不存在或无权查看' });
    expect((await callApi(t.app, practicalAdminApi.page, {}, { token: c.learner })).code).toBe(
      Code.noPermission,
    );
    // An image-text is not a practical.
    const reading = await callApi(
      t.app,
      taskStudyApi.practicalView,
      { taskId, phaseContentId: await contentId('班组长的一天：职责与工作清单') },
      { token: c.learner },
    );
    expect(reading).toMatchObject({ code: Code.error, msg: '该学习内容不是实操作业' });
    // A stale link answers 404.
    const missing = await t.app.inject({
      method: 'GET',
      url: '/gateway/files/upload/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      headers: { host: 'localhost' },
    });
    expect(missing.statusCode).toBe(404);
  });
});
