// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ResourceWatch } from '../../../../contract/course';
import type { StudyPort, ViewerEvent } from '../../../../src/ui/features/player/study-port';
import { ImageViewer } from '../../../../src/ui/features/player/viewers/image-viewer';
import { demoSite, demoUser, fakeHttp, renderPage, startSession } from '../app-harness';

const watch: ResourceWatch = {
  courseId: '15',
  subResourceId: '75',
  resourceName: '安全标识图集',
  resourceType: 5,
  docType: null,
  fileSize: 0,
  totalDuration: 0,
  pageCount: 5,
  fileUrl: '',
  pdfUrl: null,
  videoConfig: null,
  playUrls: [],
  images: ['安全出口', '佩戴安全帽', '禁止吸烟', '疏散平面图', '灭火器位置'].map((name, i) => ({
    url: `/media/${i + 1}.jpg`,
    name,
    width: 1280,
    height: 800,
  })),
  archiveEntries: [],
  dwellSeconds: 30,
  dragFlag: 1,
  position: 2,
  maxPosition: 2,
  studySeconds: 0,
  studyProgress: 0,
  finished: 0,
  expiresIn: 600,
};

async function show() {
  const sent: ViewerEvent[] = [];
  const port: StudyPort = { send: (e) => sent.push(e), position: 2, furthest: () => 2, dragAllowed: true };
  const session = await startSession(demoSite, undefined, demoUser);
  renderPage(() => <ImageViewer watch={watch} study={port} />, {
    path: '/watch/course',
    session,
    http: fakeHttp({}).http,
  });
  await screen.findByTestId('image-current');
  return { sent, shown: () => screen.getByTestId('image-current') };
}

const pages = (sent: ViewerEvent[]) => sent.flatMap((e) => (e.type === 'page.show' ? [e.page] : []));

describe('ImageViewer', () => {
  it('opens on the picture the learner left, and tells each picture shown', async () => {
    const { sent, shown } = await show();
    expect(shown().getAttribute('alt')).toBe('佩戴安全帽');
    expect(screen.queryByText('第 2 / 5 张')).not.toBeNull();
    expect(sent[0]).toEqual({ type: 'content.ready', pageCount: 5 });
    expect(pages(sent)).toEqual([2]);
  });

  it('moves with the buttons, the arrow keys and the thumbnails, within the set', async () => {
    const { sent, shown } = await show();
    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    expect(shown().getAttribute('data-index')).toBe('3');
    fireEvent.keyDown(screen.getByRole('region', { name: '图片：安全标识图集' }), { key: 'ArrowLeft' });
    expect(shown().getAttribute('data-index')).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: '第 5 张：灭火器位置' }));
    expect(shown().getAttribute('alt')).toBe('灭火器位置');
    expect(screen.getByRole('button', { name: '第 5 张：灭火器位置' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: '下一张' })).toHaveProperty('disabled', true);
    fireEvent.keyDown(screen.getByRole('region', { name: '图片：安全标识图集' }), { key: 'ArrowRight' });
    expect(shown().getAttribute('data-index')).toBe('5');
    expect(pages(sent)).toEqual([2, 3, 2, 5]);
  });

  it('zooms to 100 % and back to fit', async () => {
    const { shown } = await show();
    const actual = screen.getByRole('button', { name: '100%' });
    fireEvent.click(actual);
    expect(actual.getAttribute('aria-pressed')).toBe('true');
    expect(shown().style.width).toBe('1280px');
    fireEvent.click(screen.getByRole('button', { name: '放大' }));
    expect(shown().style.width).toBe('1600px');
    fireEvent.click(screen.getByRole('button', { name: '适应宽度' }));
    expect(shown().style.maxWidth).toBe('100%');
  });
});
