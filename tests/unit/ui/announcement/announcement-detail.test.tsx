// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnnouncementComment, AnnouncementReply, AnnouncementView } from '../../../../contract/notice';
import { ApiError } from '../../../../src/services/api-error';
import {
  announcementDetailData,
  type AnnouncementDetailData,
} from '../../../../src/ui/features/announcement/announcement-data';
import { AnnouncementDetail } from '../../../../src/ui/features/announcement/announcement-detail';
import { demoSite, demoUser, fakeHttp, renderPage, startSession } from '../app-harness';

const toasts = vi.hoisted(() => [] as { kind: string; text: string }[]);
vi.mock('../../../../src/ui/kit/app/toaster', () => ({
  showToast: (kind: string, text: string) => toasts.push({ kind, text }),
}));
beforeEach(() => {
  toasts.length = 0;
});

const API = {
  view: '/user/auth/announcement/view',
  comments: '/user/auth/announcement/comment/page',
  comment: '/user/auth/announcement/comment/save',
  reply: '/user/auth/announcement/comment/reply/save',
  removeReply: '/user/auth/announcement/comment/reply/delete',
};

const announcement: AnnouncementView = {
  id: '40',
  title: '年度培训计划发布',
  summary: '',
  publisher: '培训部',
  publishTime: '2026-11-20 09:00:00',
  isRead: 1,
  isAdmire: 0,
  admireCount: 3,
  commentCount: 1,
  content: '<p>请大家查看。</p>',
};

const replyOf = (id: string, content: string, isMine: 0 | 1): AnnouncementReply => ({
  id,
  commentId: '3',
  userId: isMine ? demoUser.id : '2002',
  userName: isMine ? demoUser.name : '吴昊',
  headPortrait: '',
  replyUserName: '吴昊',
  content,
  gmtCreate: '2026-11-21 09:30:00',
  isMine,
});

const commentOf = (
  id: string,
  content: string,
  replyList: AnnouncementReply[] = [],
): AnnouncementComment => ({
  id,
  userId: '2002',
  userName: '吴昊',
  headPortrait: '',
  content,
  gmtCreate: '2026-11-21 09:00:00',
  isMine: 0,
  replyList,
});

/** A small gateway: the comments change with every save and delete, and each write can be refused once. */
async function open(refuse: { comment?: ApiError; removeReply?: ApiError } = {}) {
  let list = [commentOf('3', '期待新课程', [replyOf('7', '我也是', 1)])];
  const pending = { ...refuse };
  const { http, calls } = fakeHttp({
    [API.view]: () => announcement,
    [API.comments]: () => ({ list, pageCurrent: 1, pageSize: 10, totalCount: list.length, totalPage: 1 }),
    [API.comment]: (payload) => {
      const refusal = pending.comment;
      if (refusal) {
        delete pending.comment;
        throw refusal;
      }
      const saved = commentOf('4', (payload as { content: string }).content);
      list = [saved, ...list];
      return saved;
    },
    [API.reply]: (payload) => {
      const saved = replyOf('8', (payload as { content: string }).content, 1);
      list = list.map((c) => (c.id === '3' ? { ...c, replyList: [...c.replyList, saved] } : c));
      return saved;
    },
    [API.removeReply]: (payload) => {
      const refusal = pending.removeReply;
      if (refusal) {
        delete pending.removeReply;
        throw refusal;
      }
      const { id } = payload as { id: string };
      list = list.map((c) => ({ ...c, replyList: c.replyList.filter((r) => r.id !== id) }));
      return null;
    },
  });
  const session = await startSession(demoSite, undefined, demoUser);
  renderPage(
    ({ data }: { data: AnnouncementDetailData }) => (
      <AnnouncementDetail data={data} onCommentPage={() => undefined} />
    ),
    {
      path: '/announcement/40',
      session,
      http,
      load: (h) => announcementDetailData(h, { id: '40', page: 1 }, false),
    },
  );
  await screen.findByText('期待新课程');
  return { calls, sent: (path: string) => calls.filter((c) => c.path === path).map((c) => c.payload) };
}

const commentList = () => screen.getByRole('list', { name: '评论列表' });

describe('an announcement’s comments', { timeout: 30_000 }, () => {
  it('checks the rule, keeps a refused comment with the reason, and empties the box once it is in', async () => {
    const { sent } = await open({ comment: new ApiError(999, '评论太频繁，请稍后再试') });
    const box = screen.getByRole('textbox', { name: '写评论' });
    fireEvent.click(screen.getByRole('button', { name: '发表评论' }));
    expect(screen.getByText('请输入内容')).toBeInstanceOf(HTMLElement);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(sent(API.comment)).toEqual([]);

    fireEvent.change(box, { target: { value: '  收到，谢谢  ' } });
    expect(box.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '发表评论' }));
    expect((await screen.findByRole('alert')).textContent).toContain('评论太频繁，请稍后再试');
    expect((box as HTMLTextAreaElement).value).toBe('  收到，谢谢  ');

    fireEvent.click(screen.getByRole('button', { name: '发表评论' }));
    await waitFor(() => expect(within(commentList()).getByText('收到，谢谢')).toBeInstanceOf(HTMLElement));
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent(API.comment)).toEqual([
      { announcementId: '40', content: '收到，谢谢' },
      { announcementId: '40', content: '收到，谢谢' },
    ]);
  });

  it('replies to a reply, and the reply box closes once the reply is in', async () => {
    const { sent } = await open();
    const thread = within(commentList()).getByRole('listitem', { name: '吴昊 的评论' });
    const mine = within(thread).getByRole('listitem', { name: `${demoUser.name} 的回复` });
    fireEvent.click(within(mine).getByRole('button', { name: '回复' }));
    const box = await screen.findByRole('textbox', { name: `回复 ${demoUser.name}` });
    fireEvent.change(box, { target: { value: '一起参加' } });
    fireEvent.click(screen.getByRole('button', { name: '发表回复' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: `回复 ${demoUser.name}` })).toBeNull());
    expect(await within(commentList()).findByText(/一起参加/)).toBeInstanceOf(HTMLElement);
    expect(sent(API.reply)).toEqual([{ commentId: '3', replyId: '7', content: '一起参加' }]);
  });

  it('deletes an own reply after asking, and says so', async () => {
    const { sent } = await open();
    fireEvent.click(screen.getByRole('button', { name: '删除回复' }));
    const dialog = await screen.findByRole('alertdialog', { name: '删除回复' });
    expect(within(dialog).getByText('确定删除这条回复吗？')).toBeInstanceOf(HTMLElement);
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(within(commentList()).queryByText(/我也是/)).toBeNull());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(toasts).toEqual([{ kind: 'success', text: '回复已删除，操作成功' }]);
    expect(sent(API.removeReply)).toEqual([{ id: '7' }]);
  });

  it('keeps the reply and toasts the reason when the delete is refused; cancel asks nothing', async () => {
    const { sent } = await open({ removeReply: new ApiError(999, '回复不存在') });
    fireEvent.click(screen.getByRole('button', { name: '删除回复' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent(API.removeReply)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: '删除回复' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', text: '删除失败！回复不存在' }]));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(commentList()).getByText(/我也是/)).toBeInstanceOf(HTMLElement);
    expect(sent(API.removeReply)).toEqual([{ id: '7' }]);
  });
});
