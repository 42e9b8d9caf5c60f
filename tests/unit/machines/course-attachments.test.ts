import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { OfflineFile } from '../../../contract/offline-review';
import type { UploadedFile } from '../../../contract/upload';
import { courseAttachmentsMachine } from '../../../src/machines/course-attachments/course-attachments.machine';
import {
  selectError,
  selectFiles,
  selectLoadFailed,
  selectSaving,
  selectUploading,
} from '../../../src/machines/course-attachments/course-attachments.selectors';
import type { AttachmentSave } from '../../../src/machines/course-attachments/course-attachments.types';
import { apiError, controllable } from './fakes';

type UploadInput = { file: File; report: (fraction: number) => void };

const kept = (fileId: string, fileName: string): OfflineFile => ({
  fileId,
  fileName,
  fileSize: 1024,
  mimeType: 'application/pdf',
  gmtCreate: '2026-06-01 09:00:00',
});

function start() {
  const list = controllable<OfflineFile[], { courseId: string }>();
  const upload = controllable<UploadedFile, UploadInput>();
  const save = controllable<OfflineFile[], AttachmentSave>();
  const actor = createActor(
    courseAttachmentsMachine.provide({
      actors: { list: list.logic, upload: upload.logic, save: save.logic },
    }),
    { input: { courseId: '61' } },
  );
  actor.start();
  return { actor, list, upload, save, snap: () => actor.getSnapshot() };
}

const file = (name: string) => new File([new Uint8Array(512)], name);

describe('courseAttachments machine', () => {
  it('reads the list, and reads it again after a failure', async () => {
    const c = start();
    await c.list.reject(apiError(999, '网络不稳定'));
    expect(selectLoadFailed(c.snap())).toBe(true);
    expect(selectError(c.snap())).toBe('网络不稳定');
    c.actor.send({ type: 'retry' });
    await c.list.resolve([kept('1', '讲义.pdf')]);
    expect(c.snap().value).toBe('ready');
    expect(selectFiles(c.snap()).map((f) => f.fileId)).toEqual(['1']);
  });

  it('a new file is uploaded with its progress, then the whole list is saved with it', async () => {
    const c = start();
    await c.list.resolve([kept('1', '讲义.pdf')]);
    c.actor.send({ type: 'file.pick', file: file('案例.docx') });
    c.upload.calls[0]?.report(0.3);
    expect(selectUploading(c.snap())).toEqual({ name: '案例.docx', fraction: 0.3 });
    await c.upload.resolve({
      id: '2',
      fileName: '案例.docx',
      fileSize: 512,
      mimeType: 'application/msword',
      gmtCreate: '2026-06-02 09:00:00',
    });
    expect(selectSaving(c.snap())).toBe(true);
    expect(c.save.calls).toEqual([{ courseId: '61', fileIds: ['1', '2'] }]);
    await c.save.resolve([kept('1', '讲义.pdf'), kept('2', '案例.docx')]);
    expect(c.snap().value).toBe('ready');
    expect(selectFiles(c.snap()).map((f) => f.fileId)).toEqual(['1', '2']);
  });

  it('removing a file saves the list without it; a refusal keeps the list as it was', async () => {
    const c = start();
    await c.list.resolve([kept('1', '讲义.pdf'), kept('2', '案例.docx')]);
    c.actor.send({ type: 'file.remove', fileId: '1' });
    expect(c.save.calls).toEqual([{ courseId: '61', fileIds: ['2'] }]);
    await c.save.reject(apiError(306, '没有权限'));
    expect(c.snap().value).toBe('ready');
    expect(selectError(c.snap())).toBe('没有权限');
    expect(selectFiles(c.snap()).map((f) => f.fileId)).toEqual(['1', '2']);
  });

  it('a file refused by its name is not sent', async () => {
    const c = start();
    await c.list.resolve([]);
    c.actor.send({ type: 'file.pick', file: file('run.sh') });
    expect(c.snap().context.refusal).toEqual({ reason: 'kind', name: 'run.sh' });
    expect(c.upload.calls).toEqual([]);
  });
});
