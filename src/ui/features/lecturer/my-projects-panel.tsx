import { Badge, Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { TaskWindow } from '../../../../contract/study-task.routes';
import { LoadState } from '../../kit/app/load-state';
import { useSettled } from '../../kit/app/route-data';
import { shortDateTime } from '../../kit/format/date-time';
import { Facts } from '../../kit/learning/learning-card';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { Pager } from '../../kit/navigation/pager';
import type { LecturersData } from './lecturers-data';

/** The study projects a lecturer teaches in: their window, stages, learners and applications awaiting a decision. */
export function MyProjectsPanel({
  data,
  page,
  onPage,
}: {
  data: NonNullable<LecturersData['projects']>;
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
        empty={<FormattedMessage id="lecturer.projects.empty" />}
      >
        {(p) => (
          <Box as="ul" listStyle="none" aria-label={intl.formatMessage({ id: 'lecturer.projects.title' })}>
            {p.list.map((project) => (
              <Stack
                as="li"
                key={project.projectId}
                gap="1.5"
                py="3"
                borderBottomWidth="1px"
                _last={{ borderBottomWidth: 0 }}
              >
                <HStack gap="2" wrap="wrap">
                  <Link asChild fontWeight="medium" color="inherit" _hover={{ color: 'brand.fg' }}>
                    <RouterLink
                      to="/{-$locale}/knowledge/project/{-$id}"
                      params={{ locale, id: project.projectId }}
                    >
                      {project.projectName}
                    </RouterLink>
                  </Link>
                  {project.window === TaskWindow.open ? (
                    <Badge colorPalette="green" variant="subtle">
                      <FormattedMessage id="lecturer.projects.open" />
                    </Badge>
                  ) : null}
                </HStack>
                <Facts>
                  <Text as="span">
                    <FormattedMessage
                      id="lecturer.projects.window"
                      values={{
                        start: shortDateTime(project.startTime).slice(0, 10),
                        end: shortDateTime(project.endTime).slice(0, 10),
                      }}
                    />
                  </Text>
                  <Text as="span">
                    <FormattedMessage id="lecturer.projects.stages" values={{ count: project.stageCount }} />
                  </Text>
                  <Text as="span">
                    <FormattedMessage
                      id="lecturer.offline.learners"
                      values={{ count: project.learnerCount }}
                    />
                  </Text>
                  {project.awaitingCount > 0 ? (
                    <Text as="span" color="orange.fg">
                      <FormattedMessage
                        id="lecturer.projects.awaiting"
                        values={{ count: project.awaitingCount }}
                      />
                    </Text>
                  ) : null}
                </Facts>
              </Stack>
            ))}
          </Box>
        )}
      </LoadState>
      <Pager page={page} totalPage={list.data?.totalPage ?? 0} onPage={onPage} />
    </Stack>
  );
}
