// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { projectApplyAdminRoutes } from '../../../../contract/study-project.routes';
import { ProjectApplicationsPage } from '../../../../src/ui/features/crm/project-applications-page';
import {
  projectApplicationsData,
  type ProjectApplicationsData,
} from '../../../../src/ui/features/crm/project-applications-data';
import { demoSite, demoUser, fakeHttp, renderPage, startSession } from '../app-harness';

const { page: PAGE, approve: APPROVE, audit: AUDIT } = projectApplyAdminRoutes;
const PROJECT = '2026 储备干部培养项目';

function application(id: string, name: string) {
  return {
    id,
    projectId: '7',
    projectName: PROJECT,
    name,
    phone: '138****0104',
    status: 1 as const,
    reason: '',
    applyTime: '2026-11-20 09:05:33',
  };
}

function AwaitingQueue({ data }: { data: ProjectApplicationsData }) {
  return <ProjectApplicationsPage status={1} page={1} data={data} />;
}

async function awaitingQueue() {
  const { http, calls } = fakeHttp({
    [PAGE.path]: () => ({
      list: [application('41', '郑佳'), application('42', '邓峰')],
      pageCurrent: 1,
      pageSize: 10,
      totalCount: 2,
      totalPage: 1,
    }),
    [APPROVE.path]: (payload) => ({ approved: (payload as { ids: string[] }).ids.length }),
    [AUDIT.path]: () => null,
  });
  const session = await startSession(demoSite, undefined, { ...demoUser, isAdmin: 1 });
  renderPage(AwaitingQueue, {
    path: '/crm/project-applications',
    session,
    http,
    load: (h) => projectApplicationsData(h, { status: 1, page: 1 }),
  });
  await screen.findByRole('table', { name: '学习项目报名' });
  return {
    user: userEvent.setup({ delay: null }),
    of: (path: string) => calls.filter((c) => c.path === path).map((c) => c.payload),
  };
}

describe('the project applications queue', () => {
  it('lists the awaiting page, each project opening its own page in a new tab', async () => {
    const { of } = await awaitingQueue();
    expect(of(PAGE.path)).toEqual([{ status: 1, pageCurrent: 1, pageSize: 10 }]);
    const row = screen.getByRole('row', { name: /邓峰/ });
    const project = within(row).getByRole('link', { name: PROJECT });
    expect(project.getAttribute('href')).toBe('/knowledge/project/7');
    expect(project.getAttribute('target')).toBe('_blank');
  });

  it('approves one with the batch call, naming the applicant and the project', async () => {
    const { user, of } = await awaitingQueue();
    await user.click(screen.getByRole('button', { name: `通过 邓峰（${PROJECT}） 的申请` }));
    await waitFor(() => expect(of(APPROVE.path)).toEqual([{ ids: ['42'] }]));
    expect(await screen.findByText('已通过 1 份申请')).toBeDefined();
  });

  it('refuses one with the reason given, which the learner reads on the project’s page', async () => {
    const { user, of } = await awaitingQueue();
    await user.click(screen.getByRole('button', { name: `不通过 郑佳（${PROJECT}） 的申请` }));
    const dialog = await screen.findByRole('dialog', { name: `不通过 郑佳（${PROJECT}） 的项目报名` });
    await user.type(within(dialog).getByRole('textbox'), '本期名额已满');
    await user.click(within(dialog).getByRole('button', { name: '确认不通过' }));
    await waitFor(() => expect(of(AUDIT.path)).toEqual([{ id: '41', status: 3, reason: '本期名额已满' }]));
    expect(await screen.findByText('已标记为不通过，学员在项目页面会看到原因')).toBeDefined();
  });
});
