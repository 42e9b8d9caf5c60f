import type { CommunityComment, CommunityPost, CommunityPostView } from '../../../../contract/community';
import type { Page } from '../../../../contract/envelope';
import { commentPage, minePage, postPage, postView } from '../../../services/api/community';
import type { HttpClient } from '../../../services/http';
import { codeReady } from '../../kit/app/on-demand';
import { settle, type Settled } from '../../kit/app/route-data';
import { richTextReady } from '../../kit/rich-text/sanitizer';
import { loadPostEditor, loadPostView } from './community-code';
import { kindOfTab } from './community-kinds';
import type { CommunitySearch } from './community-params';

/** The list reads this many posts at a time. */
export const COMMUNITY_PAGE_SIZE = 10;
/** A post's comments (a question's answers) read at once. */
export const COMMENT_PAGE_SIZE = 50;

const quiet = { isShowErrTip: false } as const;

export interface CommunityData {
  /** Not signed in: reading only. */
  visitor: boolean;
  /** The list, unless a post or the editor is open. */
  list: Settled<Page<CommunityPost>> | null;
  /** The open post (also the one being edited). */
  post: Settled<CommunityPostView> | null;
  comments: Settled<Page<CommunityComment>> | null;
}

/** What the address asks for: a post with its comments, the editor (with the post to edit), or a list. */
export async function communityData(
  http: HttpClient,
  search: CommunitySearch,
  visitor: boolean,
): Promise<CommunityData> {
  const editing = search.new !== undefined || search.edit === 1;
  if (editing) {
    const code = codeReady(loadPostEditor);
    const post =
      search.edit === 1 && search.id !== undefined
        ? await settle(http, postView(http, { id: String(search.id) }, quiet))
        : null;
    await code;
    return { visitor, list: null, post, comments: null };
  }
  if (search.id !== undefined) {
    const id = String(search.id);
    const [post, comments] = await Promise.all([
      settle(http, postView(http, { id }, quiet)),
      settle(http, commentPage(http, { postId: id, pageSize: COMMENT_PAGE_SIZE }, quiet)),
      codeReady(loadPostView),
      richTextReady(),
    ]);
    return { visitor, list: null, post, comments };
  }
  const paging = { pageCurrent: search.page ?? 1, pageSize: COMMUNITY_PAGE_SIZE };
  const kind = kindOfTab(search.tab);
  const list =
    kind === undefined
      ? await settle(http, minePage(http, paging, quiet))
      : await settle(
          http,
          postPage(http, { ...paging, kind, keyword: search.keyword, order: search.order ?? 1 }, quiet),
        );
  return { visitor, list, post: null, comments: null };
}
