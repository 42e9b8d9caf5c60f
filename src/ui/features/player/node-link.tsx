import { Link as RouterLink } from '@tanstack/react-router';
import { createContext, useContext, type ReactNode } from 'react';
import type { ContentNode } from '../../../../contract/course';
import { idParam } from '../../kit/navigation/id-param';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { isPlayable } from './content-tree';

/**
 * The study task the player is open in, if any: its node links then stay in the task's player
 * (`/watch/task`), so the reports of the next node go to the task too.
 */
export const PlayerTaskContext = createContext<string | null>(null);

/**
 * A link to a node: the player for resources and image-text (the task's player inside a study task), the
 * practice page for everything taken elsewhere (exams, surveys, offline training, practical work, job
 * evaluations). Styling comes from the element it is placed in (`asChild`).
 */
export function NodeLink({
  courseId,
  node,
  children,
  ...rest
}: {
  courseId: string;
  node: Pick<ContentNode, 'subResourceId' | 'contentType'>;
  children: ReactNode;
  'aria-current'?: 'page';
  'aria-label'?: string;
  className?: string;
}) {
  const locale = useLocaleParam();
  const taskId = useContext(PlayerTaskContext);
  const search = { courseId: idParam(courseId), id: idParam(node.subResourceId) };
  if (!isPlayable(node)) {
    return (
      <RouterLink to="/{-$locale}/watch/practice" params={{ locale }} search={search} {...rest}>
        {children}
      </RouterLink>
    );
  }
  return taskId === null ? (
    <RouterLink to="/{-$locale}/watch/course" params={{ locale }} search={search} {...rest}>
      {children}
    </RouterLink>
  ) : (
    <RouterLink
      to="/{-$locale}/watch/task"
      params={{ locale }}
      search={{ taskId: idParam(taskId), ...search }}
      {...rest}
    >
      {children}
    </RouterLink>
  );
}
