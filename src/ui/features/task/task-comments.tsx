import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { createTaskCommentSave } from '../../../machines/comment/task-comment-save.actors';
import { commentMachine } from '../../../machines/comment/comment.machine';
import { createTaskCommentDelete } from '../../../machines/item-delete/task-comment-delete.actors';
import { useHttp } from '../../kit/app/app-services';
import { actorOptions } from '../../kit/app/inspector';
import { CommentsPanel, type CommentWords } from '../../kit/comments/comments-panel';
import type { TaskPageData } from './task-page-data';

const WORDS: CommentWords = {
  label: 'account.task.comment.label',
  placeholder: 'account.task.comment.placeholder',
  submit: 'account.task.comment.submit',
  saved: 'account.task.comment.saved',
  required: 'account.task.comment.required',
  tooLong: 'account.task.comment.tooLong',
  lengthHint: 'account.task.comment.lengthHint',
  list: 'account.task.comment.list',
  empty: 'account.task.comment.empty',
  delete: 'account.task.comment.delete',
  deleteOne: 'account.task.comment.deleteOne',
  deleteTitle: 'account.task.comment.deleteTitle',
  deleteBody: 'account.task.comment.deleteBody',
  deleted: 'account.task.comment.deleted',
};

/**
 * The task's comments among its learners: the box, then the comments newest first with pages
 * (`?commentPage=2`). The box's actor lives as long as the task's page, which stays mounted while a brief opens
 * or the comments' page changes, so a draft survives both.
 */
export function TaskComments({ taskId, data }: { taskId: string; data: TaskPageData['comments'] }) {
  const http = useHttp();
  const [logic] = useState(() =>
    commentMachine.provide({ actors: { save: createTaskCommentSave(http, taskId) } }),
  );
  const comment = useActorRef(logic, actorOptions());
  return (
    <CommentsPanel
      comment={comment}
      data={data}
      words={WORDS}
      createDelete={createTaskCommentDelete}
      pageKey="commentPage"
    />
  );
}
