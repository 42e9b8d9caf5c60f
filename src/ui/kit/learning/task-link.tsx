import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useLocaleParam } from '../locale/use-locale';

/** A task's name as a link to its page (`/account/task/{id}`), where its phases and every content are. */
export function TaskLink({ taskId, children }: { taskId: string; children: ReactNode }) {
  const locale = useLocaleParam();
  return (
    <Link asChild color="inherit" _hover={{ color: 'brand.fg' }}>
      <RouterLink to="/{-$locale}/account/task/{-$id}" params={{ locale, id: taskId }}>
        {children}
      </RouterLink>
    </Link>
  );
}
