import { Box, Stack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Pager } from '../../kit/navigation/pager';
import { useSettled } from '../../kit/app/route-data';
import { FollowedCourseRow } from '../../kit/learning/followed-course-row';
import { LoadState } from '../../kit/app/load-state';
import type { LecturersData } from './lecturers-data';

/**
 * A signed-in lecturer's own courses, with how many learners started and finished each. The page is in the
 * address, so `onPage` navigates and the route reads it.
 */
export function MyCoursesPanel({
  data,
  page,
  onPage,
}: {
  data: NonNullable<LecturersData['mine']>;
  page: number;
  onPage: (page: number) => void;
}) {
  const intl = useIntl();
  const list = useSettled(data);
  return (
    <Stack gap="4">
      <LoadState
        data={list}
        lines={4}
        isEmpty={(p) => p.list.length === 0}
        empty={<FormattedMessage id="lecturer.mine.empty" />}
      >
        {(p) => (
          <Box as="ul" listStyle="none" aria-label={intl.formatMessage({ id: 'lecturer.mine.title' })}>
            {p.list.map((course) => (
              <FollowedCourseRow key={course.id} course={course} />
            ))}
          </Box>
        )}
      </LoadState>
      <Pager page={page} totalPage={list.data?.totalPage ?? 0} onPage={onPage} />
    </Stack>
  );
}
