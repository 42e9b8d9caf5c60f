import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { PracticalView } from '../../../contract/study-task';
import type { UploadedFile } from '../../../contract/upload';
import {
  practicalAnswerMachine,
  refusalOf,
} from '../../../src/machines/practical-answer/practical-answer.machine';
import {
  selectBusy,
  selectUploading,
} from '../../../src/machines/practical-answer/practical-answer.selectors';
import { apiError, controllable } from './fakes';

type UploadInput = { file: File; report: (fraction: number) => void };
type SaveInput = { taskId: string; phaseContentId: string; answerText: string; fileIds: string[] };

const stored = (id: string, fileName: string): UploadedFile => ({
  id,
  fileName,
  fileSize: 1200,
  mimeType: 'image/png',
  gmtCreate: '2026-11-27 10:00:00',
});

function start(files: UploadedFile[] = []) {
  const upload = controllable<UploadedFile, UploadInput>();
  const save = controllable<PracticalView, SaveInput>();
  const actor = createActor(
    practicalAnswerMachine.provide({ actors: { upload: upload.logic, save: save.logic } }),
    {
      input: { taskId: '10', phaseContentId: '21', text: '', files },
    },
  );
  actor.start();
  return { actor, upload, save, snap: () => actor.getSnapshot() };
}

const file = (name: string, size = 2048) => new File([new Uint8Array(size)], name);

describe('practicalAnswer machine', () => {
  it('checks a file by its name and size before sending it', () => {
    expect(refusalOf({ name: 'a.exe', size: 10 }, 0)).toEqual({ reason: 'kind', name: 'a.exe' });
    expect(refusalOf({ name: 'a.svg', size: 10 }, 0)).toEqual({ reason: 'kind', name: 'a.svg' });
    expect(refusalOf({ name: 'a.PNG', size: 10 }, 0)).toBeNull();
    expect(refusalOf({ name: 'a.png', size: 6 * 1024 * 1024 }, 0)).toEqual({ reason: 'size', name: 'a.png' });
    expect(refusalOf({ name: 'a.pdf', size: 6 * 1024 * 1024 }, 0)).toBeNull();
    expect(refusalOf({ name: 'a.docx', size: 0 }, 0)).toEqual({ reason: 'size', name: 'a.docx' });
    expect(refusalOf({ name: 'a.doc', size: 10 }, 9)).toEqual({ reason: 'count', name: 'a.doc' });
  });

  it('a refused file is not sent, and says why', () => {
    const c = start();
    c.actor.send({ type: 'file.pick', file: file('virus.exe') });
    expect(c.upload.calls).toEqual([]);
    expect(c.snap().context.refusal).toEqual({ reason: 'kind', name: 'virus.exe' });
    expect(c.snap().value).toBe('editing');
  });

  it('sends a file with its progress while typing goes on, then attaches it', async () => {
    const c = start();
    c.actor.send({ type: 'file.pick', file: file('现场.png') });
    expect(selectBusy(c.snap())).toBe(true);
    expect(selectUploading(c.snap())).toEqual({ name: '现场.png', fraction: 0 });
    c.upload.calls[0]?.report(0.4);
    expect(selectUploading(c.snap())?.fraction).toBe(0.4);
    c.actor.send({ type: 'text.change', value: '班前会记录' });
    // No hand-in while a file is on its way.
    c.actor.send({ type: 'submit' });
    expect(c.save.calls).toEqual([]);
    await c.upload.resolve(stored('501', '现场.png'));
    expect(c.snap().context).toMatchObject({ text: '班前会记录', uploading: null });
    expect(c.snap().context.files.map((f) => f.id)).toEqual(['501']);
  });

  it('a file the gateway refuses shows its message and keeps the answer', async () => {
    const c = start([stored('7', 'old.pdf')]);
    c.actor.send({ type: 'text.change', value: '答案' });
    c.actor.send({ type: 'file.pick', file: file('fake.png') });
    await c.upload.reject(
      apiError(999, '“fake.png” 不能上传：只能上传图片（JPG、PNG、GIF、WebP）、Word 或 PDF 文件'),
    );
    expect(c.snap().value).toBe('editing');
    expect(c.snap().context).toMatchObject({ text: '答案', uploading: null, errorCode: 999 });
    expect(c.snap().context.error).toContain('fake.png');
    expect(c.snap().context.files.map((f) => f.id)).toEqual(['7']);
  });

  it('hands in text and files; nothing to hand in is flagged and sends nothing', async () => {
    const c = start();
    c.actor.send({ type: 'text.change', value: '   ' });
    c.actor.send({ type: 'submit' });
    expect(c.snap().context.empty).toBe(true);
    expect(c.save.calls).toEqual([]);
    c.actor.send({ type: 'file.pick', file: file('记录.pdf') });
    await c.upload.resolve(stored('601', '记录.pdf'));
    c.actor.send({ type: 'text.change', value: ' 会议记录 ' });
    c.actor.send({ type: 'submit' });
    expect(c.save.calls).toEqual([
      { taskId: '10', phaseContentId: '21', answerText: '会议记录', fileIds: ['601'] },
    ]);
    await c.save.resolve({
      answer: {
        answerText: '会议记录',
        files: [stored('601', '记录.pdf')],
        submitTime: '2026-11-27 10:05:00',
      },
    } as PracticalView);
    expect(c.snap().context.saved).toBe(1);
  });

  it('a refused hand-in keeps what was typed and attached, and can be tried again', async () => {
    const c = start([stored('7', 'old.pdf')]);
    c.actor.send({ type: 'text.change', value: '第二版' });
    c.actor.send({ type: 'submit' });
    await c.save.reject(apiError(999, '作业已过截止时间，不能再提交'));
    expect(c.snap().context).toMatchObject({
      text: '第二版',
      saved: 0,
      error: '作业已过截止时间，不能再提交',
    });
    c.actor.send({ type: 'file.remove', id: '7' });
    expect(c.snap().context.files).toEqual([]);
    c.actor.send({ type: 'submit' });
    expect(c.snap().context.error).toBeNull();
    expect(c.save.calls).toHaveLength(2);
  });
});
