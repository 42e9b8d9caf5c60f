import { fromPromise } from 'xstate';
import { commentSave, replySave } from '../../services/api/announcement';
import type { HttpClient } from '../../services/http';
import { settled } from '../shared/settled';

/** What a text is written to: the announcement itself, or a comment (and maybe one of its replies). */
export type CommentTarget =
  { kind: 'comment'; announcementId: string } | { kind: 'reply'; commentId: string; replyId?: string };

/** The `save` actor for a target; failures show next to the box, so the client stays quiet. */
export function createCommentSave(http: HttpClient, target: CommentTarget) {
  return fromPromise(({ input }: { input: { content: string } }) =>
    settled(http, (): Promise<unknown> =>
      target.kind === 'comment'
        ? commentSave(
            http,
            { announcementId: target.announcementId, content: input.content },
            { isShowErrTip: false },
          )
        : replySave(
            http,
            {
              commentId: target.commentId,
              ...(target.replyId ? { replyId: target.replyId } : {}),
              content: input.content,
            },
            { isShowErrTip: false },
          ),
    ),
  );
}
