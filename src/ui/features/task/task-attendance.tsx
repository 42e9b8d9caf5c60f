import { Badge, Box, Card, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { AttendanceStatus } from '../../../../contract/offline.routes';
import { LoadState } from '../../kit/app/load-state';
import { useSettled } from '../../kit/app/route-data';
import { shortDateTime } from '../../kit/format/date-time';
import { timeSpan } from '../../kit/format/time-span';
import { Facts } from '../../kit/learning/learning-card';
import { useLocaleParam } from '../../kit/locale/use-locale';
import type { TaskPageData } from './task-page-data';

const STATUS_KEY: Record<AttendanceStatus, string> = {
  [AttendanceStatus.none]: 'account.task.attendance.status.none',
  [AttendanceStatus.present]: 'account.task.attendance.status.present',
  [AttendanceStatus.late]: 'account.task.attendance.status.late',
  [AttendanceStatus.absent]: 'account.task.attendance.status.absent',
  [AttendanceStatus.leave]: 'account.task.attendance.status.leave',
};
const STATUS_PALETTE: Record<AttendanceStatus, string> = {
  [AttendanceStatus.none]: 'gray',
  [AttendanceStatus.present]: 'green',
  [AttendanceStatus.late]: 'orange',
  [AttendanceStatus.absent]: 'red',
  [AttendanceStatus.leave]: 'blue',
};

/**
 * The learner's attendance in every session of the task's offline trainings (spec "relation attendance"), in
 * time order, with the figures over them; each session's course opens its page (sessions and check-in).
 */
export function TaskAttendance({ data }: { data: TaskPageData['attendance'] }) {
  const intl = useIntl();
  const locale = useLocaleParam();
  const list = useSettled(data.list);
  const f = data.figures.ok ? data.figures.data : null;
  return (
    <Card.Root
      as="section"
      rounded="l3"
      aria-labelledby="task-attendance-heading"
      data-testid="task-attendance"
    >
      <Card.Body gap="3">
        <Heading as="h2" size="md" id="task-attendance-heading">
          <FormattedMessage id="account.task.attendance.title" />
        </Heading>
        {f ? (
          <Text textStyle="sm" data-testid="task-attendance-figures">
            <FormattedMessage
              id="account.task.attendance.figures"
              values={{
                sessions: f.sessions,
                attended: f.present + f.late,
                late: f.late,
                absent: f.absent,
                leave: f.leave,
              }}
            />
          </Text>
        ) : null}
        <LoadState
          data={list}
          isEmpty={(page) => page.list.length === 0}
          empty={<FormattedMessage id="account.task.attendance.empty" />}
        >
          {(page) => (
            <Box
              as="ul"
              listStyleType="none"
              aria-label={intl.formatMessage({ id: 'account.task.attendance.title' })}
            >
              {page.list.map((row) => (
                <Stack
                  as="li"
                  key={row.sessionId}
                  gap="1"
                  py="2"
                  borderBottomWidth="1px"
                  _last={{ borderBottomWidth: 0 }}
                >
                  <HStack gap="2" wrap="wrap">
                    <Link asChild fontWeight="medium" color="inherit" _hover={{ color: 'brand.fg' }}>
                      <RouterLink
                        to="/{-$locale}/knowledge/offcourse/{-$id}"
                        params={{ locale, id: row.courseId }}
                      >
                        {row.courseName}
                      </RouterLink>
                    </Link>
                    <Text>{row.sessionName}</Text>
                    <Badge colorPalette={STATUS_PALETTE[row.status]} variant="subtle">
                      <FormattedMessage id={STATUS_KEY[row.status]} />
                    </Badge>
                    {row.teaching === 1 ? (
                      <Link asChild textStyle="sm" color="brand.fg">
                        <RouterLink
                          to="/{-$locale}/knowledge/offcourse/{-$id}"
                          params={{ locale, id: row.courseId }}
                          search={{ screen: row.sessionId }}
                        >
                          <FormattedMessage id="account.task.attendance.showCode" />
                        </RouterLink>
                      </Link>
                    ) : null}
                  </HStack>
                  <Facts>
                    <Text as="span">{timeSpan(row)}</Text>
                    {row.place ? <Text as="span">{row.place}</Text> : null}
                    {row.checkInTime ? (
                      <Text as="span">
                        <FormattedMessage
                          id="account.task.attendance.in"
                          values={{ time: shortDateTime(row.checkInTime).slice(11) }}
                        />
                      </Text>
                    ) : null}
                  </Facts>
                </Stack>
              ))}
            </Box>
          )}
        </LoadState>
      </Card.Body>
    </Card.Root>
  );
}
