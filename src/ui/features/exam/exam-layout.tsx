import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { RouteProgress } from '../../kit/shell/route-progress';

/** The frame of the exam-taking page: the page's own top bar replaces the portal's header and footer. */
export function ExamLayout({ children }: { children: ReactNode }) {
  return (
    <Box minHeight="100dvh" bg="bg.subtle">
      <RouteProgress />
      {children}
    </Box>
  );
}
