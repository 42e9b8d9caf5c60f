import type { CourseComment } from '../../../../contract/course';
import type { Page } from '../../../../contract/envelope';
import { createCourseCommentDelete } from '../../../machines/item-delete/item-delete.actors';
import type { Settled } from '../../kit/app/route-data';
import {
  CommentsPanel as Comments,
  type CommentActor,
  type CommentWords,
} from '../../kit/comments/comments-panel';

/** The course page starts it above the tabs, so a draft outlives the comments tab. */
export type CourseCommentActor = CommentActor;

const WORDS: CommentWords = {
  label: 'course.comment.label',
  placeholder: 'course.comment.placeholder',
  submit: 'course.comment.submit',
  saved: 'course.comment.saved',
  required: 'course.comment.required',
  tooLong: 'course.comment.tooLong',
  lengthHint: 'course.lengthHint',
  list: 'course.comment.list',
  empty: 'course.comment.empty',
  delete: 'course.comment.delete',
  deleteOne: 'course.comment.deleteOne',
  deleteTitle: 'course.comment.deleteTitle',
  deleteBody: 'course.comment.deleteBody',
  deleted: 'course.comment.deleted',
};

/**
 * A member's comments tab: the box, then the comments newest first with pages (`?tab=comments&page=2`).
 * `onCountChange` keeps the tab's count in step.
 */
export function CommentsPanel({
  comment,
  data,
  onCountChange,
}: {
  comment: CourseCommentActor;
  /** The page the address names, as the route's loader read it. */
  data: { page: number; list: Settled<Page<CourseComment>> };
  onCountChange?: (count: number) => void;
}) {
  return (
    <Comments
      comment={comment}
      data={data}
      words={WORDS}
      createDelete={createCourseCommentDelete}
      pageKey="page"
      onCountChange={onCountChange}
    />
  );
}
