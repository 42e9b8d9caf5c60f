// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TaskComment, TaskDetail } from '../../../../contract/study-task';
import { ApiError } from '../../../../src/services/api-error';
import type { HttpClient } from '../../../../src/services/http';
import { codeReady } from '../../../../src/ui/kit/app/on-demand';
import { intParam } from '../../../../src/ui/kit/navigation/search-params';
import { taskPageData, type TaskPageData } from '../../../../src/ui/features/task/task-page-data';
import { TaskPage, loadTaskComments } from '../../../../src/ui/features/task/task-page';
import { demoSite, demoUser, fakeHttp, renderPage, startSession } from '../app-harness';

const TASK = '2026 新任班组长培养计划';

const task: TaskDetail = {
  id: '7',
  taskName: TASK,
  cover: '',
  startTime: '2026-11-01 09:00:00',
  endTime: '2026-12-31 18:00:00',
  studyProgress: 40,
  studyStatus: 2,
  courseCount: 1,
  learnedCourseCount: 0,
  requiredFlag: 1,
  lastStudyTime: null,
  window: 2,
  applyMode: 0,
  applyStatus: 0,
  applyReason: '',
  applyTime: null,
  collected: 0,
  courses: [],
  phases: [],
  certificate: null,
};

const comment = (id: string, content: string, mine: 0 | 1): TaskComment => ({
  id,
  taskId: '7',
  userId: mine ? demoUser.id : '2002',
  nickname: mine ? demoUser.name : '刘洋',
  headPortrait: '',
  content,
  gmtCreate: '2026-11-21 09:30:00',
  mine,
});

const PAGE = '/course/auth/study/task/comment/page';
const SAVE = '/course/auth/study/task/comment/save';
const DELETE = '/course/auth/study/task/comment/delete';

/** The task route's loader for task 7, as it reads the address. */
const loadTask = async (http: HttpClient, search: Record<string, unknown>) => {
  const [data] = await Promise.all([
    taskPageData(http, {
      taskId: '7',
      content: null,
      commentPage: intParam(search.commentPage, 2, 100_000),
    }),
    codeReady(loadTaskComments),
  ]);
  return data;
};

function Page({ data }: { data: TaskPageData }) {
  return <TaskPage taskId="7" content={null} data={data} />;
}

/** A gateway whose comments are `first` (ten a page) followed by `rest`. */
async function open(handlers: Record<string, (payload: unknown) => unknown>, path = '/account/task/7') {
  const { http, calls } = fakeHttp({
    '/course/auth/study/task/user/detail/view': () => task,
    '/course/auth/study/task/phase/content/exam/user/count/list': () => [],
    ...handlers,
  });
  const session = await startSession(demoSite, undefined, demoUser);
  const view = renderPage(Page, { path, session, http, load: loadTask });
  await screen.findByRole('heading', { level: 1, name: TASK });
  return { calls, router: view.router };
}

const onePage = (list: TaskComment[]) => ({
  list,
  pageCurrent: 1,
  pageSize: 10,
  totalCount: list.length,
  totalPage: list.length === 0 ? 0 : 1,
});

describe('the comments of a study task', { timeout: 30_000 }, () => {
  it('lists them under the phases, posts one (keeping a refused text) and deletes an own one after asking', async () => {
    let list = [comment('1', '班前会范例很实用。', 0)];
    let refuse = true;
    const { calls } = await open({
      [PAGE]: () => onePage(list),
      [SAVE]: (payload) => {
        if (refuse) {
          refuse = false;
          throw new ApiError(999, '评论太频繁，请稍后再试');
        }
        const saved = comment('2', (payload as { content: string }).content, 1);
        list = [saved, ...list];
        return saved;
      },
      [DELETE]: (payload) => {
        list = list.filter((c) => c.id !== (payload as { id: string }).id);
        return null;
      },
    });
    const section = await screen.findByRole('region', { name: /^讨论/ });
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('讨论 1');
    const box = await within(section).findByRole('textbox', { name: '发表评论' });
    expect(within(section).getByText('班前会范例很实用。')).toBeInstanceOf(HTMLElement);
    // Another's comment offers no delete.
    expect(within(section).queryByRole('button', { name: /^删除我在/ })).toBeNull();

    fireEvent.click(within(section).getByRole('button', { name: '发表评论' }));
    expect(within(section).getByText('请输入评论内容')).toBeInstanceOf(HTMLElement);
    fireEvent.change(box, { target: { value: '  讲义在哪里下载？  ' } });
    fireEvent.click(within(section).getByRole('button', { name: '发表评论' }));
    expect((await within(section).findByRole('alert')).textContent).toContain('评论太频繁，请稍后再试');
    expect((box as HTMLTextAreaElement).value).toBe('  讲义在哪里下载？  ');

    fireEvent.click(within(section).getByRole('button', { name: '发表评论' }));
    const comments = () => within(section).getByRole('list', { name: '任务评论' });
    await waitFor(() => expect(within(comments()).getByText('讲义在哪里下载？')).toBeInstanceOf(HTMLElement));
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(within(section).getByRole('status').textContent).toBe('评论已发布');
    await waitFor(() =>
      expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('讨论 2'),
    );

    fireEvent.click(within(section).getByRole('button', { name: '删除我在 2026-11-21 09:30 发表的评论' }));
    const dialog = await screen.findByRole('alertdialog', { name: '删除评论' });
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(within(comments()).queryByText('讲义在哪里下载？')).toBeNull());
    expect(calls.filter((c) => c.path === SAVE).map((c) => c.payload)).toEqual([
      { taskId: '7', content: '讲义在哪里下载？' },
      { taskId: '7', content: '讲义在哪里下载？' },
    ]);
    expect(calls.filter((c) => c.path === DELETE).map((c) => c.payload)).toEqual([{ id: '2' }]);
    expect(calls.filter((c) => c.path === PAGE)[0]?.payload).toEqual({
      taskId: '7',
      pageCurrent: 1,
      pageSize: 10,
    });
  });

  it('says so when there are none yet', async () => {
    await open({ [PAGE]: () => onePage([]) });
    expect(await screen.findByText('还没有评论，来发表第一条吧。')).toBeInstanceOf(HTMLElement);
  });

  it('pages through the address, keeps a draft across pages, and steps back when a last comment goes', async () => {
    let second = [comment('11', '第二页唯一的评论', 1)];
    const { calls, router } = await open({
      [PAGE]: (payload) => {
        const { pageCurrent } = payload as { pageCurrent: number };
        const first = Array.from({ length: 10 }, (_, i) => comment(String(i + 1), `评论 ${i + 1}`, 0));
        const totalCount = 10 + second.length;
        return {
          list: pageCurrent === 2 ? second : first,
          pageCurrent,
          pageSize: 10,
          totalCount,
          totalPage: Math.ceil(totalCount / 10),
        };
      },
      [DELETE]: () => {
        second = [];
        return null;
      },
    });
    const box = await screen.findByRole('textbox', { name: '发表评论' });
    await screen.findByText('评论 1');
    fireEvent.change(box, { target: { value: '写了一半' } });

    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ commentPage: 2 }));
    expect(await screen.findByText('第二页唯一的评论')).toBeInstanceOf(HTMLElement);
    expect((screen.getByRole('textbox', { name: '发表评论' }) as HTMLTextAreaElement).value).toBe('写了一半');

    fireEvent.click(screen.getByRole('button', { name: '删除我在 2026-11-21 09:30 发表的评论' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: '删除评论' })).getByRole('button', {
        name: '删除',
      }),
    );
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(await screen.findByText('评论 1')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText('第二页唯一的评论')).toBeNull();
    expect(
      calls.filter((c) => c.path === PAGE).map((c) => (c.payload as { pageCurrent: number }).pageCurrent),
    ).toContain(2);
  });

  it('shows the gateway’s message with a retry when the comments cannot be read', async () => {
    let fail = true;
    await open({
      [PAGE]: () => {
        if (fail) {
          fail = false;
          throw new ApiError(999, '服务繁忙');
        }
        return onePage([comment('1', '终于读到了', 0)]);
      },
    });
    const section = await screen.findByRole('region', { name: /^讨论/ });
    expect((await within(section).findByRole('alert')).textContent).toContain('服务繁忙');
    // No count while the comments are unknown.
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('讨论');
    fireEvent.click(within(section).getByRole('button', { name: '重试' }));
    expect(await within(section).findByText('终于读到了')).toBeInstanceOf(HTMLElement);
  });
});
