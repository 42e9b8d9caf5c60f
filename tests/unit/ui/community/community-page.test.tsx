// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  CommunityComment,
  CommunityPost,
  CommunityPostView,
  CommunityReply,
} from '../../../../contract/community';
import { ApiError } from '../../../../src/services/api-error';
import { communityData, type CommunityData } from '../../../../src/ui/features/community/community-data';
import { CommunityPage } from '../../../../src/ui/features/community/community-page';
import type { CommunitySearch } from '../../../../src/ui/features/community/community-params';
import { demoSite, demoUser, fakeHttp, renderPage, startSession } from '../app-harness';

const toasts = vi.hoisted(() => [] as { kind: string; text: string }[]);
vi.mock('../../../../src/ui/kit/app/toaster', () => ({
  showToast: (kind: string, text: string) => toasts.push({ kind, text }),
}));
beforeEach(() => {
  toasts.length = 0;
});

const API = {
  page: '/community/api/post/page',
  view: '/community/api/post/view',
  comments: '/community/api/comment/page',
  comment: '/community/auth/comment/save',
  accept: '/community/auth/answer/accept',
  like: '/community/auth/post/like',
  save: '/community/auth/post/save',
  removeComment: '/community/auth/comment/delete',
};

const post: CommunityPostView = {
  id: '5',
  kind: 2,
  title: '课程可以倍速播放吗？',
  summary: '想问一下倍速',
  userId: demoUser.id,
  userName: demoUser.name,
  headPortrait: '',
  likeCount: 2,
  commentCount: 1,
  isLike: 0,
  isMine: 1,
  acceptedId: '',
  gmtCreate: '2026-11-26 09:00:00',
  gmtModified: '2026-11-26 09:00:00',
  content: '<p>想问一下倍速<script>alert(1)</script></p>',
};

const answer: CommunityComment = {
  id: '9',
  postId: '5',
  userId: '2002',
  userName: '陈立',
  headPortrait: '',
  content: '可以，右下角有倍速按钮。',
  gmtCreate: '2026-11-26 10:00:00',
  isMine: 0,
  isAccepted: 0,
  replyList: [],
};

const pageOf = <T,>(list: T[]) => ({
  list,
  pageCurrent: 1,
  pageSize: 10,
  totalCount: list.length,
  totalPage: 1,
});

async function open(search: CommunitySearch, options: { visitor?: boolean; refuse?: ApiError } = {}) {
  let accepted = '';
  let replies: CommunityReply[] = [
    {
      id: '11',
      commentId: '9',
      userId: demoUser.id,
      userName: demoUser.name,
      headPortrait: '',
      replyUserName: '陈立',
      content: '谢谢，找到了',
      gmtCreate: '2026-11-26 11:00:00',
      isMine: 1,
    },
  ];
  let refusal = options.refuse;
  const { http, calls } = fakeHttp({
    [API.page]: (payload) => pageOf<CommunityPost>((payload as { keyword?: string }).keyword ? [] : [post]),
    [API.view]: () => ({ ...post, acceptedId: accepted }),
    [API.comments]: () => pageOf([{ ...answer, isAccepted: accepted === '9' ? 1 : 0, replyList: replies }]),
    [API.removeComment]: (payload) => {
      replies = replies.filter((r) => r.id !== (payload as { id: string }).id);
      return null;
    },
    [API.comment]: (payload) => {
      if (refusal) {
        const error = refusal;
        refusal = undefined;
        throw error;
      }
      return { ...answer, id: '10', content: (payload as { content: string }).content, isMine: 1 };
    },
    [API.accept]: () => {
      accepted = '9';
      return { postId: '5', acceptedId: '9' };
    },
    [API.like]: () => ({ isLike: 1, likeCount: 3 }),
    [API.save]: () => {
      throw new ApiError(999, '正文太长，请精简到 10000 个字以内');
    },
  });
  const visitor = options.visitor === true;
  const session = await startSession({ ...demoSite, eid: '1' }, undefined, visitor ? undefined : demoUser);
  renderPage(({ data }: { data: CommunityData }) => <CommunityPage data={data} search={search} />, {
    path: '/community',
    session,
    http,
    load: (h) => communityData(h, search, visitor),
  });
  return { sent: (path: string) => calls.filter((c) => c.path === path).map((c) => c.payload) };
}

describe('the community page', { timeout: 30_000 }, () => {
  it('lists the questions with their counts, and says honestly when a search finds nothing', async () => {
    const { sent } = await open({ tab: 'question' });
    expect(await screen.findByRole('link', { name: '课程可以倍速播放吗？' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('1 个回答')).toBeInstanceOf(HTMLElement);
    expect(sent(API.page)).toEqual([{ pageCurrent: 1, pageSize: 10, kind: 2, keyword: undefined, order: 1 }]);
  });

  it('shows an empty search as such', async () => {
    await open({ keyword: '没有' });
    expect(await screen.findByText('没有找到包含“没有”的帖子')).toBeInstanceOf(HTMLElement);
  });

  it('asks a visitor to sign in before liking', async () => {
    const { sent } = await open({ id: '5' }, { visitor: true });
    fireEvent.click(await screen.findByRole('button', { name: /点赞/ }));
    expect(await screen.findByText('请先登录！')).toBeInstanceOf(HTMLElement);
    expect(sent(API.like)).toEqual([]);
  });

  it('shows a question sanitised, keeps a refused answer, and lets its author accept an answer', async () => {
    const { sent } = await open({ id: '5' }, { refuse: new ApiError(999, '请输入内容') });
    expect(await screen.findByRole('heading', { name: '课程可以倍速播放吗？' })).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect(document.querySelector('.rich-text')?.innerHTML).toBe('<p>想问一下倍速</p>'));
    const box = screen.getByRole('textbox', { name: '写下你的回答' });
    fireEvent.change(box, { target: { value: '我也想知道' } });
    fireEvent.click(screen.getByRole('button', { name: '提交回答' }));
    expect((await screen.findByRole('alert')).textContent).toContain('请输入内容');
    expect((box as HTMLTextAreaElement).value).toBe('我也想知道');

    const thread = screen.getByRole('listitem', { name: '陈立 的评论' });
    fireEvent.click(within(thread).getByRole('button', { name: '采纳' }));
    await waitFor(() => expect(sent(API.accept)).toEqual([{ id: '9' }]));
    expect(await screen.findByText('已采纳')).toBeInstanceOf(HTMLElement);
    expect(toasts).toContainEqual({ kind: 'success', text: '采纳成功' });
  });

  it('checks a new post before sending it, and keeps the draft when the gateway refuses it', async () => {
    const { sent } = await open({ new: 2 });
    const title = await screen.findByRole('textbox', { name: '标题' });
    const body = screen.getByRole('textbox', { name: '正文' });
    expect(screen.getByRole('radio', { name: '问答' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByText('请输入标题')).toBeInstanceOf(HTMLElement);
    expect(sent(API.save)).toEqual([]);

    fireEvent.change(title, { target: { value: '怎么导出学习记录？' } });
    body.innerHTML = '<p>在哪里导出？</p>';
    fireEvent.input(body);
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    expect((await screen.findByRole('alert')).textContent).toContain('正文太长');
    expect(sent(API.save)).toEqual([
      { kind: 2, title: '怎么导出学习记录？', content: '<p>在哪里导出？</p>' },
    ]);
    expect((title as HTMLInputElement).value).toBe('怎么导出学习记录？');
    expect(body.innerHTML).toBe('<p>在哪里导出？</p>');
  });

  it('deletes an own reply after asking, and says so', async () => {
    const { sent } = await open({ id: '5' });
    const reply = await screen.findByRole('listitem', { name: `${demoUser.name} 的回复` });
    fireEvent.click(within(reply).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('alertdialog', { name: '删除评论' });
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByText(/谢谢，找到了/)).toBeNull());
    expect(sent(API.removeComment)).toEqual([{ id: '11' }]);
    expect(toasts).toContainEqual({ kind: 'success', text: '删除成功' });
  });
});
