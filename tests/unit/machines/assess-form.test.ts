import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Assessment } from '../../../contract/offline-review';
import type { UploadedFile } from '../../../contract/upload';
import { assessFormMachine, assessScoreOf } from '../../../src/machines/assess-form/assess-form.machine';
import {
  selectBusy,
  selectError,
  selectLoadFailed,
  selectLoading,
  selectSaved,
  selectSaving,
  selectUploading,
} from '../../../src/machines/assess-form/assess-form.selectors';
import type { AssessSave } from '../../../src/machines/assess-form/assess-form.types';
import { apiError, controllable } from './fakes';

type UploadInput = { file: File; report: (fraction: number) => void };

const stored = (id: string, fileName: string): UploadedFile => ({
  id,
  fileName,
  fileSize: 2048,
  mimeType: 'application/pdf',
  gmtCreate: '2026-06-10 16:00:00',
});

const assessment = (over: Partial<Assessment> = {}): Assessment => ({
  courseId: '61',
  courseName: '班组安全管理面授课',
  userId: '1001',
  userName: '林晓',
  result: 1,
  score: 86,
  passScore: 60,
  comment: '现场演练表现突出',
  assessorName: '陈立',
  gmtAssessed: '2026-06-10 16:05:00',
  attachments: [
    {
      fileId: '71',
      fileName: '演练记录.pdf',
      fileSize: 4096,
      mimeType: 'application/pdf',
      gmtCreate: '2026-06-10 16:04:00',
    },
  ],
  ...over,
});

function start(assessed = false) {
  const view = controllable<Assessment, { courseId: string; userId: string }>();
  const upload = controllable<UploadedFile, UploadInput>();
  const save = controllable<Assessment, AssessSave>();
  const actor = createActor(
    assessFormMachine.provide({ actors: { view: view.logic, upload: upload.logic, save: save.logic } }),
    { input: { courseId: '61', userId: '1001', assessed } },
  );
  actor.start();
  return { actor, view, upload, save, snap: () => actor.getSnapshot() };
}

const file = (name: string, size = 2048) => new File([new Uint8Array(size)], name);

describe('assessForm machine', () => {
  it('reads a score as a whole number from 0 to 100', () => {
    expect(assessScoreOf('0')).toBe(0);
    expect(assessScoreOf(' 100 ')).toBe(100);
    expect(assessScoreOf('86')).toBe(86);
    expect(assessScoreOf('101')).toBeNull();
    expect(assessScoreOf('-1')).toBeNull();
    expect(assessScoreOf('85.5')).toBeNull();
    expect(assessScoreOf('')).toBeNull();
    expect(assessScoreOf('八十')).toBeNull();
  });

  it('a learner not assessed yet opens an empty form without a read', () => {
    const c = start(false);
    expect(c.snap().value).toBe('editing');
    expect(c.view.calls).toEqual([]);
    expect(c.snap().context).toMatchObject({ score: '', comment: '', files: [] });
  });

  it('an assessed learner is read first and the form opens with the assessment', async () => {
    const c = start(true);
    expect(selectLoading(c.snap())).toBe(true);
    expect(c.view.calls).toEqual([{ courseId: '61', userId: '1001' }]);
    await c.view.resolve(assessment());
    expect(c.snap().value).toBe('editing');
    expect(c.snap().context).toMatchObject({ score: '86', comment: '现场演练表现突出' });
    expect(c.snap().context.files).toEqual([
      { fileId: '71', fileName: '演练记录.pdf', fileSize: 4096, kept: true },
    ]);
  });

  it('a failed read says why and reads again on retry', async () => {
    const c = start(true);
    await c.view.reject(apiError(999, '找不到这条评定'));
    expect(selectLoadFailed(c.snap())).toBe(true);
    expect(selectError(c.snap())).toBe('找不到这条评定');
    c.actor.send({ type: 'retry' });
    expect(selectLoading(c.snap())).toBe(true);
    expect(selectError(c.snap())).toBeNull();
    expect(c.view.calls).toHaveLength(2);
  });

  it('a score out of range is caught before sending and keeps the comment', () => {
    const c = start();
    c.actor.send({ type: 'comment.change', value: '需要加强' });
    c.actor.send({ type: 'score.change', value: '120' });
    c.actor.send({ type: 'submit' });
    expect(c.save.calls).toEqual([]);
    expect(c.snap().context).toMatchObject({ scoreInvalid: true, comment: '需要加强', score: '120' });
    // Typing again clears the flag.
    c.actor.send({ type: 'score.change', value: '72' });
    expect(c.snap().context.scoreInvalid).toBe(false);
  });

  it('uploads a file with its progress while typing goes on; saving waits for it', async () => {
    const c = start();
    c.actor.send({ type: 'file.pick', file: file('评定表.pdf') });
    expect(c.snap().value).toBe('uploading');
    expect(selectBusy(c.snap())).toBe(true);
    c.upload.calls[0]?.report(0.5);
    expect(selectUploading(c.snap())).toEqual({ name: '评定表.pdf', fraction: 0.5 });
    c.actor.send({ type: 'score.change', value: '90' });
    c.actor.send({ type: 'submit' });
    expect(c.save.calls).toEqual([]);
    await c.upload.resolve(stored('81', '评定表.pdf'));
    expect(c.snap().value).toBe('editing');
    expect(c.snap().context).toMatchObject({ score: '90', uploading: null });
    expect(c.snap().context.files).toEqual([
      { fileId: '81', fileName: '评定表.pdf', fileSize: 2048, kept: false },
    ]);
  });

  it('refuses a file by its name, size or the count, without sending it', async () => {
    const c = start(true);
    await c.view.resolve(
      assessment({
        attachments: ['1', '2', '3', '4', '5'].map((id) => ({
          fileId: id,
          fileName: `${id}.pdf`,
          fileSize: 10,
          mimeType: 'application/pdf',
          gmtCreate: '2026-06-10 16:00:00',
        })),
      }),
    );
    c.actor.send({ type: 'file.pick', file: file('六.pdf') });
    expect(c.snap().context.refusal).toEqual({ reason: 'count', name: '六.pdf' });
    c.actor.send({ type: 'file.remove', fileId: '5' });
    expect(c.snap().context.refusal).toBeNull();
    c.actor.send({ type: 'file.pick', file: file('setup.exe') });
    expect(c.snap().context.refusal).toEqual({ reason: 'kind', name: 'setup.exe' });
    c.actor.send({ type: 'file.pick', file: file('empty.png', 0) });
    expect(c.snap().context.refusal).toEqual({ reason: 'size', name: 'empty.png' });
    expect(c.upload.calls).toEqual([]);
  });

  it('an upload the gateway refuses shows its message and keeps the form', async () => {
    const c = start();
    c.actor.send({ type: 'comment.change', value: '表现良好' });
    c.actor.send({ type: 'file.pick', file: file('伪装.png') });
    await c.upload.reject(apiError(999, '“伪装.png” 不能上传：只能上传图片、Word 或 PDF 文件'));
    expect(c.snap().value).toBe('editing');
    expect(c.snap().context).toMatchObject({ comment: '表现良好', uploading: null, files: [] });
    expect(selectError(c.snap())).toContain('伪装.png');
  });

  it('saves the score, the trimmed comment and the files, and ends with the answer', async () => {
    const c = start(true);
    await c.view.resolve(assessment());
    c.actor.send({ type: 'file.pick', file: file('补充.docx') });
    await c.upload.resolve(stored('82', '补充.docx'));
    c.actor.send({ type: 'score.change', value: '58' });
    c.actor.send({ type: 'comment.change', value: '  安全规程掌握不够  ' });
    c.actor.send({ type: 'submit' });
    expect(selectSaving(c.snap())).toBe(true);
    expect(c.save.calls).toEqual([
      { courseId: '61', userId: '1001', score: 58, comment: '安全规程掌握不够', fileIds: ['71', '82'] },
    ]);
    const answer = assessment({ result: 2, score: 58, comment: '安全规程掌握不够' });
    await c.save.resolve(answer);
    expect(c.snap().value).toBe('saved');
    expect(c.snap().status).toBe('done');
    expect(selectSaved(c.snap())).toEqual(answer);
  });

  it('a refused save keeps everything typed and attached, with the message, and can be sent again', async () => {
    const c = start();
    c.actor.send({ type: 'file.pick', file: file('照片.jpg') });
    await c.upload.resolve(stored('83', '照片.jpg'));
    c.actor.send({ type: 'score.change', value: '75' });
    c.actor.send({ type: 'comment.change', value: '第二次评定' });
    c.actor.send({ type: 'submit' });
    await c.save.reject(apiError(999, '该学员不是本课程的学员'));
    expect(c.snap().value).toBe('failed');
    expect(selectError(c.snap())).toBe('该学员不是本课程的学员');
    expect(c.snap().context).toMatchObject({ score: '75', comment: '第二次评定' });
    expect(c.snap().context.files.map((f) => f.fileId)).toEqual(['83']);
    // Still editable, then sent again with the change.
    c.actor.send({ type: 'score.change', value: '76' });
    c.actor.send({ type: 'submit' });
    expect(selectError(c.snap())).toBeNull();
    expect(c.save.calls.at(-1)).toMatchObject({ score: 76, comment: '第二次评定', fileIds: ['83'] });
  });
});
