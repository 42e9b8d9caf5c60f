import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ContentNode } from '../../../contract/course';
import { idParam } from '../account/account-rules';
import { useLocaleParam } from '../locale/use-locale';
import { isPlayable } from './content-tree';

/**
 * A link to a node: the player for resources and image-text, the practice page for everything taken
 * elsewhere (exams, surveys, offline training, practical work, job evaluations). Styling comes from the
 * element it is placed in (`asChild`).
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
  const search = { courseId: idParam(courseId), id: idParam(node.subResourceId) };
  return isPlayable(node) ? (
    <RouterLink to="/{-$locale}/watch/course" params={{ locale }} search={search} {...rest}>
      {children}
    </RouterLink>
  ) : (
    <RouterLink to="/{-$locale}/watch/practice" params={{ locale }} search={search} {...rest}>
      {children}
    </RouterLink>
  );
}
