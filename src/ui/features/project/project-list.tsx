import { Badge, Box, Card, Grid, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ProjectApplyMode } from '../../../../contract/study-project.routes';
import { LoadState } from '../../kit/app/load-state';
import { useSettled } from '../../kit/app/route-data';
import { shortDateTime } from '../../kit/format/date-time';
import { CourseCover } from '../../kit/learning/course-cover';
import { Facts, ProgressLine } from '../../kit/learning/learning-card';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { Pager } from '../../kit/navigation/pager';
import { TabLink } from '../../kit/navigation/tab-link';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import type { ProjectListData } from './project-data';
import { APPLY_PALETTE, WINDOW_KEY, WINDOW_PALETTE } from './project-format';

function ProjectCard({
  id,
  name,
  cover,
  window,
  startTime,
  endTime,
  progress,
  badges,
  facts,
}: {
  id: string;
  name: string;
  cover: string;
  window: keyof typeof WINDOW_KEY;
  startTime: string;
  endTime: string;
  progress: number | null;
  badges: ReactNode;
  facts: ReactNode;
}) {
  const locale = useLocaleParam();
  return (
    <Card.Root as="li" rounded="l3" overflow="hidden">
      <CourseCover src={cover} />
      <Card.Body gap="2">
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette={WINDOW_PALETTE[window]} variant="outline">
            <FormattedMessage id={WINDOW_KEY[window]} />
          </Badge>
          {badges}
        </HStack>
        <Link asChild fontWeight="semibold" color="inherit" _hover={{ color: 'brand.fg' }}>
          <RouterLink to="/{-$locale}/knowledge/project/{-$id}" params={{ locale, id }}>
            {name}
          </RouterLink>
        </Link>
        <Text textStyle="xs" color="fg.muted">
          <FormattedMessage
            id="course.project.windowTime"
            values={{
              start: shortDateTime(startTime).slice(0, 10),
              end: shortDateTime(endTime).slice(0, 10),
            }}
          />
        </Text>
        <Facts>{facts}</Facts>
        {progress !== null ? <ProgressLine name={name} value={progress} /> : null}
      </Card.Body>
    </Card.Root>
  );
}

/** `/knowledge/project`: the company's study projects, or the caller's own, as cards with their state. */
export function ProjectList({ data }: { data: ProjectListData }) {
  const intl = useIntl();
  const locale = useLocaleParam();
  const navigate = useNavigate();
  useDocumentTitle(intl.formatMessage({ id: 'course.project.title' }));
  const mine = data.search.mine === 1;
  const counts = data.counts.ok ? data.counts.data : null;
  const list = useSettled<{ totalPage: number; list: unknown[] }>(data.list.page);
  const page = data.search.page ?? 1;
  return (
    <Stack gap="5" width="full">
      <Heading as="h1" size="2xl">
        <FormattedMessage id="course.project.title" />
      </Heading>
      <HStack
        as="nav"
        aria-label={intl.formatMessage({ id: 'course.project.tabs' })}
        gap="1"
        borderBottomWidth="1px"
        pb="2"
      >
        <TabLink to="/{-$locale}/knowledge/project/{-$id}" params={{ locale }} search={{}} current={!mine}>
          <FormattedMessage id="course.project.tab.all" />
          {counts ? (
            <Text as="span" color="fg.muted" ms="1">
              {counts.all}
            </Text>
          ) : null}
        </TabLink>
        <TabLink
          to="/{-$locale}/knowledge/project/{-$id}"
          params={{ locale }}
          search={{ mine: 1 }}
          current={mine}
        >
          <FormattedMessage id="course.project.tab.mine" />
          {counts ? (
            <Text as="span" color="fg.muted" ms="1">
              {counts.mine}
            </Text>
          ) : null}
        </TabLink>
      </HStack>
      <LoadState
        data={list}
        lines={4}
        isEmpty={(p) => p.list.length === 0}
        empty={<FormattedMessage id={mine ? 'course.project.emptyMine' : 'course.project.empty'} />}
      >
        {() => (
          <Grid
            as="ul"
            listStyleType="none"
            templateColumns={{
              base: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
            }}
            gap="5"
            aria-label={intl.formatMessage({ id: 'course.project.title' })}
          >
            {data.list.mine
              ? data.list.page.ok &&
                data.list.page.data.list.map((p) => (
                  <ProjectCard
                    key={p.id}
                    id={p.id}
                    name={p.name}
                    cover={p.cover}
                    window={p.window}
                    startTime={p.startTime}
                    endTime={p.endTime}
                    progress={p.studyProgress}
                    badges={null}
                    facts={null}
                  />
                ))
              : data.list.page.ok &&
                data.list.page.data.list.map((p) => (
                  <ProjectCard
                    key={p.projectId}
                    id={p.projectId}
                    name={p.projectName}
                    cover={p.cover}
                    window={p.window}
                    startTime={p.startTime}
                    endTime={p.endTime}
                    progress={p.applyStatus === 2 ? p.studyProgress : null}
                    badges={
                      <>
                        {p.applyMode === ProjectApplyMode.approval ? (
                          <Badge colorPalette="purple" variant="subtle">
                            <FormattedMessage id="course.project.needsApproval" />
                          </Badge>
                        ) : null}
                        {p.applyStatus !== 0 ? (
                          <Badge colorPalette={APPLY_PALETTE[p.applyStatus]} variant="subtle">
                            <FormattedMessage id={`course.project.apply.status.${p.applyStatus}`} />
                          </Badge>
                        ) : null}
                      </>
                    }
                    facts={
                      <>
                        <Text as="span">
                          <FormattedMessage id="course.project.stages" values={{ count: p.stageCount }} />
                        </Text>
                        <Text as="span">
                          <FormattedMessage id="course.project.learners" values={{ count: p.learnerCount }} />
                        </Text>
                        <Text as="span">
                          <FormattedMessage id="course.project.likes" values={{ count: p.admireCount }} />
                        </Text>
                      </>
                    }
                  />
                ))}
          </Grid>
        )}
      </LoadState>
      <Box>
        <Pager
          page={page}
          totalPage={list.data?.totalPage ?? 0}
          onPage={(next) =>
            void navigate({
              to: '/{-$locale}/knowledge/project/{-$id}',
              params: { locale },
              search: { ...(mine ? { mine: 1 as const } : {}), ...(next > 1 ? { page: next } : {}) },
            })
          }
        />
      </Box>
    </Stack>
  );
}
