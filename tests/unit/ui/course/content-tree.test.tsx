// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ContentNode } from '../../../../contract/course';
import { ContentTree } from '../../../../src/ui/features/course/content-tree';
import { demoSite, demoUser, fakeHttp, renderPage, startSession } from '../app-harness';

let next = 100;
const node = (over: Partial<ContentNode>): ContentNode => ({
  subResourceId: String(next++),
  subResourceName: 'node',
  contentType: 1,
  resourceType: null,
  docType: null,
  totalDuration: 0,
  studyProgress: 0,
  finished: 0,
  targetId: null,
  subTrainingProgress: [],
  ...over,
});

/** One node of every content type and every media type, in two chapters (the second nested). */
const tree: ContentNode[] = [
  node({
    subResourceId: '1',
    subResourceName: '第一章 媒体',
    contentType: 2,
    subTrainingProgress: [
      node({
        subResourceId: '11',
        subResourceName: '入职视频',
        resourceType: 2,
        totalDuration: 725,
        finished: 1,
        studyProgress: 100,
      }),
      node({
        subResourceId: '12',
        subResourceName: '学习简报',
        resourceType: 3,
        totalDuration: 45,
        studyProgress: 40,
      }),
      node({ subResourceId: '13', subResourceName: '员工手册', resourceType: 4, docType: 'pdf' }),
      node({ subResourceId: '14', subResourceName: '培训预算表', resourceType: 4, docType: 'xlsx' }),
      node({ subResourceId: '15', subResourceName: '安全标识图集', resourceType: 5 }),
      node({ subResourceId: '16', subResourceName: '培训工具包', resourceType: 6 }),
      node({ subResourceId: '17', subResourceName: '旧资料', resourceType: null }),
    ],
  }),
  node({
    subResourceId: '2',
    subResourceName: '第二章 活动',
    contentType: 2,
    subTrainingProgress: [
      node({ subResourceId: '21', subResourceName: '如何使用播放器', contentType: 4 }),
      node({
        subResourceId: '3',
        subResourceName: '2.1 考核',
        contentType: 2,
        subTrainingProgress: [
          node({ subResourceId: '31', subResourceName: '随堂测验', contentType: 3, targetId: '6' }),
          node({ subResourceId: '32', subResourceName: '满意度调查', contentType: 5, targetId: '7' }),
        ],
      }),
      node({ subResourceId: '22', subResourceName: '消防演练', contentType: 6 }),
      node({ subResourceId: '23', subResourceName: '灭火器实操', contentType: 7 }),
      node({ subResourceId: '24', subResourceName: '岗位能力测评', contentType: 8 }),
    ],
  }),
];

async function show(path: string, member: boolean, onOpen?: () => void) {
  const { http } = fakeHttp({});
  const session = await startSession(demoSite, undefined, demoUser);
  renderPage(() => <ContentTree courseId="15" nodes={tree} member={member} onOpen={onOpen} />, {
    path,
    session,
    http,
  });
}

/** A period's row, found by its link. */
const row = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

describe('the content tree', { timeout: 20_000 }, () => {
  it('names every content and media type, with lengths for video and audio', async () => {
    await show('/knowledge/course/15', true);
    await screen.findByRole('heading', { level: 2, name: '第一章 媒体' });
    const labels: Record<string, string> = {
      入职视频: '视频',
      学习简报: '音频',
      员工手册: '文档 · PDF',
      培训预算表: '文档 · XLSX',
      安全标识图集: '图片',
      培训工具包: '压缩包',
      旧资料: '资源',
      如何使用播放器: '图文',
      随堂测验: '考试',
      满意度调查: '问卷',
      消防演练: '线下培训',
      灭火器实操: '实操',
      岗位能力测评: '岗位测评',
    };
    for (const [name, label] of Object.entries(labels)) {
      expect(within(row(name)).getByText(label), name).toBeInstanceOf(HTMLElement);
    }
    expect(within(row('入职视频')).getByText('12:05')).toBeInstanceOf(HTMLElement);
    expect(within(row('学习简报')).getByText('0:45')).toBeInstanceOf(HTMLElement);
    expect(within(row('员工手册')).queryByText(/\d:\d\d/)).toBeNull();
    // A nested chapter is a heading one level down.
    expect(screen.getByRole('heading', { level: 3, name: '2.1 考核' })).toBeInstanceOf(HTMLElement);
  });

  it('opens resources and image-text in the player, everything else on the practice page', async () => {
    await show('/knowledge/course/15', true);
    await screen.findByRole('heading', { level: 2, name: '第一章 媒体' });
    expect(screen.getByRole('link', { name: '入职视频' }).getAttribute('href')).toBe(
      '/watch/course?courseId=15&id=11',
    );
    expect(screen.getByRole('link', { name: '培训工具包' }).getAttribute('href')).toBe(
      '/watch/course?courseId=15&id=16',
    );
    expect(screen.getByRole('link', { name: '如何使用播放器' }).getAttribute('href')).toBe(
      '/watch/course?courseId=15&id=21',
    );
    for (const [name, id] of [
      ['随堂测验', 31],
      ['满意度调查', 32],
      ['消防演练', 22],
      ['灭火器实操', 23],
      ['岗位能力测评', 24],
    ] as const) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(
        `/watch/practice?courseId=15&id=${id}`,
      );
    }
    // Chapters open nothing.
    expect(screen.queryByRole('link', { name: '第一章 媒体' })).toBeNull();
  });

  it('shows a member how far they got, per period and per chapter', async () => {
    await show('/knowledge/course/15', true);
    await screen.findByRole('heading', { level: 2, name: '第一章 媒体' });
    expect(within(row('入职视频')).getByText('已完成')).toBeInstanceOf(HTMLElement);
    expect(within(row('学习简报')).getByText('已学 40%')).toBeInstanceOf(HTMLElement);
    expect(within(row('员工手册')).getByText('未学习')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('已完成 1/7 节')).toBeInstanceOf(HTMLElement);
    // The second chapter counts the periods of its nested chapter too.
    expect(screen.getByText('已完成 0/6 节')).toBeInstanceOf(HTMLElement);
  });

  it('shows a visitor no progress, and hands a click to the page instead of following it', async () => {
    const onOpen = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    await show('/knowledge/course/15', false, onOpen as never);
    await screen.findByRole('heading', { level: 2, name: '第一章 媒体' });
    expect(screen.queryByText('已完成')).toBeNull();
    expect(screen.queryByText('未学习')).toBeNull();
    expect(screen.getByText('7 节')).toBeInstanceOf(HTMLElement);
    fireEvent.click(screen.getByRole('link', { name: '随堂测验' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('speaks English under /en', async () => {
    await show('/en/knowledge/course/15', true);
    await screen.findByRole('heading', { level: 2, name: '第一章 媒体' });
    expect(within(row('员工手册')).getByText('Document · PDF')).toBeInstanceOf(HTMLElement);
    expect(within(row('如何使用播放器')).getByText('Article')).toBeInstanceOf(HTMLElement);
    expect(within(row('消防演练')).getByText('Classroom training')).toBeInstanceOf(HTMLElement);
    expect(within(row('岗位能力测评')).getByText('Job evaluation')).toBeInstanceOf(HTMLElement);
    expect(within(row('学习简报')).getByText('40% done')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('link', { name: '入职视频' }).getAttribute('href')).toBe(
      '/en/watch/course?courseId=15&id=11',
    );
  });
});
