import { Badge, Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { SessionPhase } from '../../../../contract/offline.routes';
import { LoadState } from '../../kit/app/load-state';
import { useSettled } from '../../kit/app/route-data';
import { shortDateTime } from '../../kit/format/date-time';
import { Facts } from '../../kit/learning/learning-card';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { Pager } from '../../kit/navigation/pager';
import type { LecturersData } from './lecturers-data';

/**
 * A lecturer's classroom courses: each with its sessions, learners and attendance rate, and the session under way
 * (or next) with the way to its check-in code and live sheet.
 */
export function MyOfflinePanel({
  data,
  page,
  onPage,
}: {
  data: NonNullable<LecturersData['offline']>;
  page: number;
  onPage: (page: number) => void;
}) {
  const intl = useIntl();
  const locale = useLocaleParam();
  const list = useSettled(data);
  return (
    <Stack gap="4">
      <LoadState
        data={list}
        lines={4}
        isEmpty={(p) => p.list.length === 0}
        empty={<FormattedMessage id="lecturer.offline.empty" />}
      >
        {(p) => (
          <Box as="ul" listStyle="none" aria-label={intl.formatMessage({ id: 'lecturer.offline.title' })}>
            {p.list.map((c) => (
              <Stack
                as="li"
                key={c.courseId}
                gap="1.5"
                py="3"
                borderBottomWidth="1px"
                _last={{ borderBottomWidth: 0 }}
              >
                <HStack gap="2" wrap="wrap">
                  <Link asChild fontWeight="medium" color="inherit" _hover={{ color: 'brand.fg' }}>
                    <RouterLink
                      to="/{-$locale}/knowledge/offcourse/{-$id}"
                      params={{ locale, id: c.courseId }}
                    >
                      {c.courseName}
                    </RouterLink>
                  </Link>
                  {c.nextSession?.phase === SessionPhase.live ? (
                    <Badge colorPalette="green" variant="subtle">
                      <FormattedMessage id="lecturer.offline.live" />
                    </Badge>
                  ) : null}
                </HStack>
                <Facts>
                  <Text as="span">
                    <FormattedMessage id="lecturer.offline.sessions" values={{ count: c.sessionCount }} />
                  </Text>
                  <Text as="span">
                    <FormattedMessage id="lecturer.offline.learners" values={{ count: c.learnerCount }} />
                  </Text>
                  <Text as="span">
                    <FormattedMessage
                      id="lecturer.offline.rate"
                      values={{ rate: intl.formatNumber(c.attendanceRate / 100, { style: 'percent' }) }}
                    />
                  </Text>
                  {c.place ? <Text as="span">{c.place}</Text> : null}
                </Facts>
                {c.nextSession ? (
                  <HStack gap="3" wrap="wrap" textStyle="sm">
                    <Text>
                      <FormattedMessage
                        id={
                          c.nextSession.phase === SessionPhase.live
                            ? 'lecturer.offline.now'
                            : 'lecturer.offline.next'
                        }
                        values={{
                          name: c.nextSession.sessionName,
                          time: shortDateTime(c.nextSession.startTime),
                        }}
                      />
                    </Text>
                    <Link asChild color="brand.fg" fontWeight="medium">
                      <RouterLink
                        to="/{-$locale}/knowledge/offcourse/{-$id}"
                        params={{ locale, id: c.courseId }}
                        search={{ screen: c.nextSession.sessionId }}
                      >
                        <FormattedMessage id="lecturer.offline.openScreen" />
                      </RouterLink>
                    </Link>
                  </HStack>
                ) : null}
              </Stack>
            ))}
          </Box>
        )}
      </LoadState>
      <Pager page={page} totalPage={list.data?.totalPage ?? 0} onPage={onPage} />
    </Stack>
  );
}
