// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { CourseComment, CourseView, MarkView } from '../../../../contract/course';
import { ApiError } from '../../../../src/services/api-error';
import type { HttpClient } from '../../../../src/services/http';
import type { SessionActorRef } from '../../../../src/ui/kit/app/app-services';
import { sessionAudience } from '../../../../src/ui/features/course/audience';
import { courseData, type CourseData } from '../../../../src/ui/features/course/course-data';
import { CourseContent, courseTabReady } from '../../../../src/ui/features/course/course-page';
import { readCourseSearch, readCourseTab } from '../../../../src/ui/features/course/course-tabs';
import { richTextReady } from '../../../../src/ui/kit/rich-text/sanitizer';
import { demoSite, demoUser, fakeHttp, renderPage, startSession } from '../app-harness';

const course = (over: Partial<CourseView> = {}): CourseView => ({
  id: '15',
  courseName: '多媒体学习示例',
  cover: '',
  categoryId: '1',
  categoryName: '通用能力',
  lecturerId: '1',
  lecturerName: '陈立',
  totalDuration: 125,
  periodCount: 13,
  studyCount: 6,
  markScore: 4.6,
  markCount: 5,
  admireCount: 4,
  studyProgress: 20,
  studyStatus: 2,
  gmtCreate: '2026-11-20 09:00:00',
  introduce: '<p>每一种学习内容各放了一个。</p>',
  lecturer: { id: '1', lecturerName: '陈立', headImg: '', position: '信息安全负责人', introduce: '十年经验' },
  dragFlag: 1,
  admired: 0,
  collected: 0,
  collectCount: 8,
  myMark: null,
  lastStudyTime: '2026-11-20 10:00:00',
  resumeSubResourceId: '301',
  commentCount: 1,
  coursewareCount: 2,
  ...over,
});

const marks = (over: Partial<MarkView> = {}): MarkView => ({
  courseId: '15',
  averageScore: 4.6,
  markCount: 5,
  distribution: [0, 0, 0, 2, 3],
  myScore: null,
  myRemark: null,
  ...over,
});

const comment = (id: string, content: string, mine: 0 | 1): CourseComment => ({
  id,
  courseId: '15',
  userId: mine ? demoUser.id : '2002',
  nickname: mine ? demoUser.name : '吴昊',
  headPortrait: '',
  content,
  gmtCreate: '2026-11-21 09:30:00',
  mine,
});

// user-event finds the other radios of a group with CSS.escape, which jsdom lacks.
if (typeof globalThis.CSS === 'undefined') {
  Object.defineProperty(globalThis, 'CSS', {
    value: { escape: (value: string) => value.replace(/[^a-zA-Z0-9_\u00a0-\uffff-]/g, '\\$&') },
  });
}

const page = <T,>(list: T[]) => ({
  list,
  pageCurrent: 1,
  pageSize: 10,
  totalCount: list.length,
  totalPage: 1,
});

/** The page as the route renders it: the tab follows the address, the data comes from the loader. */
function Page({ data }: { data: CourseData }) {
  const search = useSearch({ strict: false }) as { tab?: unknown };
  return <CourseContent id="15" tab={readCourseTab(search.tab)} data={data} />;
}

/** Course 15's loader, as its route runs it for this reader and address. */
const loadCourse =
  (session: SessionActorRef) => async (http: HttpClient, search: Record<string, unknown>) => {
    const read = readCourseSearch(search);
    const audience = sessionAudience(session);
    const [data] = await Promise.all([
      courseData(http, { ...read, id: '15', audience }),
      read.tab === undefined ? richTextReady() : courseTabReady(read.tab, audience === 'member'),
    ]);
    return data;
  };

async function open(
  handlers: Record<string, (payload: unknown) => unknown>,
  options: { signedIn?: boolean; bound?: boolean; path?: string } = {},
) {
  const { http, calls } = fakeHttp(handlers);
  const site = options.bound ? { ...demoSite, eid: '11', domain: '127.0.0.1' } : demoSite;
  const session = await startSession(site, undefined, options.signedIn === false ? undefined : demoUser);
  const view = renderPage(Page, {
    path: options.path ?? '/knowledge/course/15',
    session,
    http,
    load: loadCourse(session),
  });
  await screen.findByRole('heading', { level: 1, name: '多媒体学习示例' });
  return { calls, router: view.router, paths: () => calls.map((c) => c.path) };
}

describe('the course page of a member', { timeout: 30_000 }, () => {
  it('shows the course and continues where the learner left off', async () => {
    await open({ '/course/auth/course/info/view': () => course() });
    expect(screen.getByRole('link', { name: '讲师：陈立' }).getAttribute('href')).toBe('/lecturer/view/1');
    expect(screen.getByRole('link', { name: '通用能力' }).getAttribute('href')).toBe(
      '/knowledge?categoryId=1',
    );
    expect(screen.getByText('评分 4.6（5 人评价）')).toBeInstanceOf(HTMLElement);
    expect(
      screen.getByRole('progressbar', { name: '多媒体学习示例的学习进度' }).getAttribute('aria-valuenow'),
    ).toBe('20');
    expect(screen.getByRole('link', { name: '继续学习' }).getAttribute('href')).toBe(
      '/watch/course?courseId=15&id=301',
    );
    // The introduction is the first tab, sanitised rich text with the lecturer under it.
    expect(screen.getByText('每一种学习内容各放了一个。')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('信息安全负责人')).toBeInstanceOf(HTMLElement);
  });

  it('starts a course never opened', async () => {
    await open({
      '/course/auth/course/info/view': () =>
        course({ studyProgress: 0, studyStatus: 1, lastStudyTime: null, resumeSubResourceId: '300' }),
    });
    expect(screen.getByRole('link', { name: '开始学习' }).getAttribute('href')).toBe(
      '/watch/course?courseId=15&id=300',
    );
  });

  it('likes and bookmarks with the gateway’s answer', async () => {
    const { calls } = await open({
      '/course/auth/course/info/view': () => course(),
      '/course/auth/course/info/admire': () => ({ admired: 1, admireCount: 5 }),
      '/course/auth/course/info/collect': () => ({ collected: 1, collectCount: 9 }),
    });
    const like = screen.getByRole('button', { name: /^点赞/ });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(like);
    const liked = await screen.findByRole('button', { name: '已点赞 5' });
    expect(liked.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '收藏 8' }));
    expect((await screen.findByRole('button', { name: '已收藏 9' })).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(calls.filter((c) => c.path.endsWith('/admire')).map((c) => c.payload)).toEqual([
      { courseId: '15' },
    ]);
  });

  it('switches tabs through the address, loading each tab when it opens', async () => {
    const { router, paths } = await open({
      '/course/auth/course/info/view': () => course(),
      '/course/auth/course/courseware/list': () => [
        { id: '5', coursewareName: '新员工第一周清单', fileType: 'pdf', fileSize: 33_000 },
      ],
    });
    expect(paths()).toEqual(['/course/auth/course/info/view']);
    fireEvent.click(screen.getByRole('tab', { name: /^课件/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'coursewares' }));
    expect(await screen.findByText('新员工第一周清单')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('32.2 KB')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('button', { name: '下载 新员工第一周清单' })).toBeInstanceOf(HTMLElement);
  });

  it('posts a comment, keeps the text when it is refused, and deletes an own comment after asking', async () => {
    let list = [comment('1', '视频很短，但要点都讲到了。', 0)];
    let refuse = true;
    const { calls } = await open(
      {
        '/course/auth/course/info/view': () => course(),
        '/course/auth/user/course/comment/page': () => page(list),
        '/course/auth/user/course/comment/save': (payload) => {
          if (refuse) {
            refuse = false;
            throw new ApiError(999, '评论太频繁，请稍后再试');
          }
          const saved = comment('2', (payload as { content: string }).content, 1);
          list = [saved, ...list];
          return saved;
        },
        '/course/auth/user/course/comment/delete': (payload) => {
          list = list.filter((c) => c.id !== (payload as { id: string }).id);
          return null;
        },
      },
      { path: '/knowledge/course/15?tab=comments' },
    );
    const box = await screen.findByRole('textbox', { name: '发表评论' });
    await screen.findByText('视频很短，但要点都讲到了。');
    fireEvent.click(screen.getByRole('button', { name: '发表评论' }));
    expect(screen.getByText('请输入评论内容')).toBeInstanceOf(HTMLElement);

    fireEvent.change(box, { target: { value: '  案例很实用  ' } });
    fireEvent.click(screen.getByRole('button', { name: '发表评论' }));
    expect((await screen.findByRole('alert')).textContent).toContain('评论太频繁，请稍后再试');
    expect((box as HTMLTextAreaElement).value).toBe('  案例很实用  ');

    fireEvent.click(screen.getByRole('button', { name: '发表评论' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: '评论列表' })).getByText('案例很实用')).toBeInstanceOf(
        HTMLElement,
      ),
    );
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByRole('status').textContent).toBe('评论已发布');
    expect(await screen.findByRole('tab', { name: '评论 2' })).toBeInstanceOf(HTMLElement);
    // Only the learner's own comment offers a delete.
    expect(screen.getAllByRole('button', { name: /^删除我在/ })).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: '删除我在 2026-11-21 09:30 发表的评论' }));
    const dialog = await screen.findByRole('alertdialog', { name: '删除评论' });
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: '评论列表' })).queryByText('案例很实用')).toBeNull(),
    );
    expect(calls.filter((c) => c.path.endsWith('/save')).map((c) => c.payload)).toEqual([
      { courseId: '15', content: '案例很实用' },
      { courseId: '15', content: '案例很实用' },
    ]);
    expect(calls.filter((c) => c.path.endsWith('/delete')).map((c) => c.payload)).toEqual([{ id: '2' }]);
  });

  it('keeps a comment draft while another tab is open, and a posted comment is not posted again', async () => {
    let list = [comment('1', '视频很短，但要点都讲到了。', 0)];
    const { calls, router } = await open(
      {
        '/course/auth/course/info/view': () => course(),
        '/course/auth/user/course/comment/page': () => page(list),
        '/course/auth/user/course/comment/save': (payload) => {
          const saved = comment('2', (payload as { content: string }).content, 1);
          list = [saved, ...list];
          return saved;
        },
        '/course/auth/course/courseware/list': () => [],
      },
      { path: '/knowledge/course/15?tab=comments' },
    );
    const typed = await screen.findByRole('textbox', { name: '发表评论' });
    fireEvent.change(typed, { target: { value: '第三章的例子还想再看一遍' } });

    fireEvent.click(screen.getByRole('tab', { name: /^课件/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'coursewares' }));
    // The comments panel is gone with its tab, box and all.
    await waitFor(() => expect(screen.queryByRole('textbox', { name: '发表评论' })).toBeNull());

    fireEvent.click(screen.getByRole('tab', { name: /^评论/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'comments' }));
    const back = await screen.findByRole('textbox', { name: '发表评论' });
    expect((back as HTMLTextAreaElement).value).toBe('第三章的例子还想再看一遍');
    expect(screen.getByText('12/500')).toBeInstanceOf(HTMLElement);

    fireEvent.click(screen.getByRole('button', { name: '发表评论' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: '评论列表' })).getByText('第三章的例子还想再看一遍'),
      ).toBeInstanceOf(HTMLElement),
    );
    expect((back as HTMLTextAreaElement).value).toBe('');

    // Away and back again: the box is empty, and the comment already shown sends the page nowhere.
    fireEvent.click(screen.getByRole('tab', { name: /^课件/ }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: '发表评论' })).toBeNull());
    const reads = calls.filter((c) => c.path.endsWith('/comment/page')).length;
    fireEvent.click(screen.getByRole('tab', { name: /^评论/ }));
    const again = await screen.findByRole('textbox', { name: '发表评论' });
    expect((again as HTMLTextAreaElement).value).toBe('');
    await screen.findByText('第三章的例子还想再看一遍');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((c) => c.path.endsWith('/comment/page')).length).toBe(reads + 1);
    expect(calls.filter((c) => c.path.endsWith('/comment/save'))).toHaveLength(1);
  });

  it('shows a comment whose save finished while another tab was open when the learner comes back', async () => {
    let list = [comment('1', '视频很短，但要点都讲到了。', 0)];
    let finishSave: () => void = () => undefined;
    const { router } = await open(
      {
        '/course/auth/course/info/view': () => course(),
        '/course/auth/user/course/comment/page': () => page(list),
        '/course/auth/user/course/comment/save': (payload) =>
          new Promise((resolve) => {
            finishSave = () => {
              const saved = comment('2', (payload as { content: string }).content, 1);
              list = [saved, ...list];
              resolve(saved);
            };
          }),
        '/course/auth/course/courseware/list': () => [],
      },
      { path: '/knowledge/course/15?tab=comments' },
    );
    const box = await screen.findByRole('textbox', { name: '发表评论' });
    fireEvent.change(box, { target: { value: '离开时才保存好的评论' } });
    fireEvent.click(screen.getByRole('button', { name: '发表评论' }));

    // Off to another tab while the save is on its way; it lands there.
    fireEvent.click(screen.getByRole('tab', { name: /^课件/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'coursewares' }));
    finishSave();
    // The tab's count follows at once.
    await waitFor(() => expect(screen.getByRole('tab', { name: /^评论/ }).textContent).toMatch(/2$/));

    fireEvent.click(screen.getByRole('tab', { name: /^评论/ }));
    const comments = await screen.findByRole('list', { name: '评论列表' });
    await waitFor(() =>
      expect(within(comments).getByText('离开时才保存好的评论')).toBeInstanceOf(HTMLElement),
    );
  });

  it('steps back a page when the last comment of a later page is deleted, and keeps it when refused', async () => {
    let refuse = true;
    let second = [comment('11', '第二页唯一的评论', 1)];
    const { calls, router } = await open(
      {
        '/course/auth/course/info/view': () => course({ commentCount: 11 }),
        '/course/auth/user/course/comment/page': (payload) => {
          const first = Array.from({ length: 10 }, (_, i) => comment(String(i + 1), `评论 ${i + 1}`, 0));
          const { pageCurrent } = payload as { pageCurrent: number };
          const list = pageCurrent === 2 ? second : first;
          const totalCount = 10 + second.length;
          return { list, pageCurrent, pageSize: 10, totalCount, totalPage: Math.ceil(totalCount / 10) };
        },
        '/course/auth/user/course/comment/delete': () => {
          if (refuse) {
            refuse = false;
            throw new ApiError(999, '评论不存在');
          }
          second = [];
          return null;
        },
      },
      { path: '/knowledge/course/15?tab=comments&page=2' },
    );
    await screen.findByText('第二页唯一的评论');
    const remove = () =>
      fireEvent.click(screen.getByRole('button', { name: '删除我在 2026-11-21 09:30 发表的评论' }));
    const confirm = async () =>
      fireEvent.click(
        within(await screen.findByRole('alertdialog', { name: '删除评论' })).getByRole('button', {
          name: '删除',
        }),
      );

    remove();
    await confirm();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByText('第二页唯一的评论')).toBeInstanceOf(HTMLElement);
    expect(router.state.location.search).toEqual({ tab: 'comments', page: 2 });

    remove();
    await confirm();
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'comments' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: '评论列表' })).getByText('评论 1')).toBeInstanceOf(
        HTMLElement,
      ),
    );
    expect(screen.queryByText('第二页唯一的评论')).toBeNull();
    expect(calls.filter((c) => c.path.endsWith('/delete')).map((c) => c.payload)).toEqual([
      { id: '11' },
      { id: '11' },
    ]);
  });

  it('rates with the keyboard and an optional remark, and the header follows the new figures', async () => {
    const user = userEvent.setup();
    const { calls } = await open(
      {
        '/course/auth/course/info/view': () => course(),
        '/course/auth/mark/record/view': () => marks(),
        '/course/auth/mark/record/save': () =>
          marks({
            averageScore: 4.5,
            markCount: 6,
            distribution: [0, 0, 0, 3, 3],
            myScore: 4,
            myRemark: '实用',
          }),
      },
      { path: '/knowledge/course/15?tab=ratings' },
    );
    const stars = await screen.findByRole('group', { name: '给这门课程评分' });
    expect(within(screen.getByRole('list', { name: '评分分布' })).getByText('3 人')).toBeInstanceOf(
      HTMLElement,
    );
    fireEvent.click(screen.getByRole('button', { name: '提交评分' }));
    expect(screen.getByRole('alert').textContent).toBe('请选择 1 到 5 星');
    expect(calls.some((c) => c.path.endsWith('/mark/record/save'))).toBe(false);

    // Arrow keys move through the scores like any radio group.
    await user.click(within(stars).getByRole('radio', { name: '3 星' }));
    await user.keyboard('{ArrowRight}');
    expect((within(stars).getByRole('radio', { name: '4 星' }) as HTMLInputElement).checked).toBe(true);
    await user.type(screen.getByRole('textbox', { name: '评价（选填）' }), '实用');
    await user.click(screen.getByRole('button', { name: '提交评分' }));
    expect(await screen.findByText('评分已提交')).toBeInstanceOf(HTMLElement);
    expect(calls.filter((c) => c.path.endsWith('/mark/record/save')).map((c) => c.payload)).toEqual([
      { courseId: '15', score: 4, remark: '实用' },
    ]);
    expect(screen.getByText('评分 4.5（6 人评价）')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('tab', { name: '评分 6' })).toBeInstanceOf(HTMLElement);
  });
});

describe('the course page of a visitor', { timeout: 30_000 }, () => {
  const visitorHandlers = {
    '/course/api/course/info/view': () =>
      course({ studyProgress: null, studyStatus: null, lastStudyTime: null, resumeSubResourceId: null }),
    '/course/api/course/chapter/period/list': () => [],
  };

  it('reads a public course on a bound site and is asked to sign in for every action', async () => {
    const { paths } = await open(visitorHandlers, { signedIn: false, bound: true });
    expect(screen.queryByRole('progressbar')).toBeNull();
    for (const name of [/^开始学习/, /^点赞/, /^收藏/, /^分享/]) {
      fireEvent.click(screen.getByRole('button', { name }));
      const dialog = await screen.findByRole('alertdialog', { name: '请先登录！' });
      fireEvent.click(within(dialog).getByRole('button', { name: '暂不登录' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    }
    expect(paths()).toEqual(['/course/api/course/info/view']);
  });

  it('is asked to sign in to comment and to rate, and sees the public contents', async () => {
    const { paths } = await open(visitorHandlers, {
      signedIn: false,
      bound: true,
      path: '/knowledge/course/15?tab=comments',
    });
    expect(screen.getByText('这门课程有 1 条评论，登录后可查看和参与讨论。')).toBeInstanceOf(HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: '发表评论' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '暂不登录' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    fireEvent.click(screen.getByRole('tab', { name: /^评分/ }));
    const stars = await screen.findByRole('group', { name: '给这门课程评分' });
    fireEvent.click(within(stars).getByRole('radio', { name: '5 星' }));
    const dialog = await screen.findByRole('alertdialog', { name: '请先登录！' });
    expect(within(dialog).getByRole('button', { name: '去登录' })).toBeInstanceOf(HTMLElement);
    fireEvent.click(within(dialog).getByRole('button', { name: '暂不登录' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    fireEvent.click(screen.getByRole('tab', { name: /^课程目录/ }));
    expect(await screen.findByText('这门课程还没有内容。')).toBeInstanceOf(HTMLElement);
    // Each tab's address reads the course with it: only the public calls, the contents once.
    expect(new Set(paths())).toEqual(
      new Set(['/course/api/course/info/view', '/course/api/course/chapter/period/list']),
    );
    expect(paths().filter((path) => path.endsWith('/chapter/period/list'))).toHaveLength(1);
  });

  it('is sent to sign in on a site open to several companies', async () => {
    const { http, calls } = fakeHttp({});
    const session = await startSession(demoSite);
    renderPage(({ data }: { data: CourseData }) => <CourseContent id="15" data={data} />, {
      path: '/en/knowledge/course/15',
      session,
      http,
      load: loadCourse(session),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Course' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/en/login?t=login&redirect=%2Fen%2Fknowledge%2Fcourse%2F15',
    );
    expect(calls).toEqual([]);
  });
});
