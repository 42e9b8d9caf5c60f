// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StudyCollect } from '../../../../contract/progress';
import { ApiError } from '../../../../src/services/api-error';
import { StudyPage } from '../../../../src/ui/pages/study-page';
import { studyPageData } from '../../../../src/ui/pages/study-page-data';
import { demoSite, demoUser, fakeHttp, renderPage, startSession } from '../app-harness';

const COLLECT = '/data/auth/user/course/study/collect';
const EXPORT = '/data/auth/course/user/progress/course/export';
const IN_PROGRESS = '/data/auth/course/user/progress/course/page';

const figures: StudyCollect = {
  courseCount: 12,
  notStartedCount: 7,
  learningCount: 3,
  learnedCount: 2,
  // 3 h 20 min exactly.
  studySeconds: 3 * 3600 + 20 * 60,
  todaySeconds: 0,
  // 65 min 30 s: minutes round up, so 1 h 6 min.
  weekSeconds: 65 * 60 + 30,
};

const noCourses = () => ({ list: [], pageCurrent: 1, pageSize: 4, totalCount: 0, totalPage: 0 });

async function open(handlers: Record<string, (payload: unknown) => unknown>, path = '/watch') {
  const { http, calls } = fakeHttp({ [COLLECT]: () => figures, [IN_PROGRESS]: noCourses, ...handlers });
  const session = await startSession(demoSite, undefined, demoUser);
  renderPage(StudyPage, { path, session, http, load: studyPageData });
  return { calls, exports: () => calls.filter((c) => c.path === EXPORT).map((c) => c.payload) };
}

/** The value a figure shows, found by its name (a term and its description). */
async function figure(name: string): Promise<string> {
  const section = await screen.findByRole('region', { name: /学习概况|Study at a glance/ });
  const term = await within(section).findByText(name, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('my study', { timeout: 30_000 }, () => {
  it('shows the course counts and the time studied in Chinese', async () => {
    await open({});
    expect(await screen.findByRole('heading', { level: 1, name: '我的学习' })).toBeDefined();
    expect(await figure('课程总数')).toBe('12');
    expect(await figure('未开始')).toBe('7');
    expect(await figure('学习中')).toBe('3');
    expect(await figure('已学完')).toBe('2');
    expect(await figure('累计学习')).toBe('3 小时 20 分');
    expect(await figure('今日学习')).toBe('0 分');
    expect(await figure('近 7 天学习')).toBe('1 小时 6 分');
  });

  it('speaks English under /en', async () => {
    await open({}, '/en/watch');
    expect(await figure('Courses')).toBe('12');
    expect(await figure('Time studied')).toBe('3 h 20 min');
    expect(await figure('Today')).toBe('0 min');
    expect(await figure('Last 7 days')).toBe('1 h 6 min');
  });

  it('offers a retry when the figures cannot be read', async () => {
    let fail = true;
    await open({
      [COLLECT]: () => {
        if (fail) throw new ApiError(999, '服务繁忙');
        return figures;
      },
    });
    expect(await screen.findByText('服务繁忙')).toBeDefined();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await figure('课程总数')).toBe('12');
  });

  it('exports the chosen statuses and says where the file will be', async () => {
    const page = await open({ [EXPORT]: () => ({ id: '501' }) });
    await userEvent.click(await screen.findByRole('button', { name: '导出学习进度' }));
    const group = screen.getByRole('group', { name: '导出哪些课程' });
    const all = within(group).getByRole('checkbox', { name: '全部' });
    expect((all as HTMLInputElement).checked).toBe(true);
    // The keyboard moves to the choice, and back to the button once it closes.
    expect(document.activeElement).toBe(all);
    await userEvent.click(within(group).getByRole('checkbox', { name: '已学完' }));
    // Checkbox state settles after the click's events.
    await waitFor(() => expect((all as HTMLInputElement).checked).toBe(false));
    await userEvent.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        '学习进度正在导出，完成后可在页面顶部的“下载记录”中下载',
      ),
    );
    expect(page.exports()).toEqual([{ studyStatusList: [1, 2] }]);
    // The choice closes and the button offers another export.
    expect(screen.queryByRole('group', { name: '导出哪些课程' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '导出学习进度' }));
  });

  it('sends every status as no filter, and asks for one when none is chosen', async () => {
    const page = await open({ [EXPORT]: () => ({ id: '502' }) });
    await userEvent.click(await screen.findByRole('button', { name: '导出学习进度' }));
    const all = screen.getByRole<HTMLInputElement>('checkbox', { name: '全部' });
    await userEvent.click(all);
    await waitFor(() => expect(all.checked).toBe(false));
    await userEvent.click(screen.getByRole('button', { name: '导出' }));
    expect(await screen.findByText('请至少选择一种学习状态')).toBeDefined();
    expect(page.exports()).toEqual([]);
    await userEvent.click(all);
    await waitFor(() => expect(screen.queryByText('请至少选择一种学习状态')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(page.exports()).toEqual([{}]));
  });

  it('keeps the choice and shows the gateway’s message when the export fails, then sends again', async () => {
    let fail = true;
    const page = await open({
      [EXPORT]: () => {
        if (fail) throw new ApiError(999, '导出失败，请稍后再试');
        return { id: '503' };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: '导出学习进度' }));
    const notStarted = screen.getByRole<HTMLInputElement>('checkbox', { name: '未开始' });
    await userEvent.click(notStarted);
    await waitFor(() => expect(notStarted.checked).toBe(false));
    await userEvent.click(screen.getByRole('button', { name: '导出' }));
    expect((await screen.findByRole('alert')).textContent).toContain('导出失败，请稍后再试');
    expect((screen.getByRole('checkbox', { name: '未开始' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: '学习中' }) as HTMLInputElement).checked).toBe(true);

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('下载记录'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(page.exports()).toEqual([{ studyStatusList: [2, 3] }, { studyStatusList: [2, 3] }]);
  });
});
