import { Box, Button, Container, Flex, Grid, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ContentNode } from '../../../../contract/course';
import type { GatewayData } from '../../kit/app/use-gateway-data';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { neighbours } from './content-tree';
import type { CourseOutline } from './course-outline';
import { NodeLink } from './node-link';
import { ArrowLeftIcon, ChevronLeftIcon, ChevronRightIcon } from './player-icons';
import { PlayerTree } from './player-tree';

/** The course's name, leading back to its page, and its progress. */
function CourseBar({
  courseId,
  name,
  progress,
}: {
  courseId: string;
  name: string;
  progress: number | null;
}) {
  const locale = useLocaleParam();
  return (
    <Flex gap="3" align="center" justify="space-between" wrap="wrap">
      <Link asChild color="fg.muted" textStyle="sm" _hover={{ color: 'brand.fg' }} minWidth="0">
        <RouterLink to="/{-$locale}/knowledge/course/{-$id}" params={{ locale, id: courseId }}>
          <ArrowLeftIcon aria-hidden />
          <Text as="span" truncate>
            <FormattedMessage id="player.backToCourse" values={{ name }} />
          </Text>
        </RouterLink>
      </Link>
      {progress === null ? null : (
        <Text textStyle="sm" color="fg.muted" data-testid="course-progress">
          <FormattedMessage id="player.courseProgress" values={{ progress }} />
        </Text>
      )}
    </Flex>
  );
}

/** Previous and next node, across chapters; exams and surveys open on the practice page. */
export function NodeSteps({
  courseId,
  tree,
  currentId,
}: {
  courseId: string;
  tree: readonly ContentNode[];
  currentId: string;
}) {
  const intl = useIntl();
  const { previous, next } = neighbours(tree, currentId);
  return (
    <Flex
      as="nav"
      gap="3"
      justify="space-between"
      wrap="wrap"
      aria-label={intl.formatMessage({ id: 'player.steps' })}
    >
      {previous ? (
        <Button asChild variant="outline" size="sm" maxWidth="full">
          <NodeLink courseId={courseId} node={previous}>
            <ChevronLeftIcon aria-hidden />
            <Text as="span" truncate>
              <FormattedMessage id="player.previous" values={{ name: previous.subResourceName }} />
            </Text>
          </NodeLink>
        </Button>
      ) : (
        <span />
      )}
      {next ? (
        <Button asChild variant="outline" size="sm" maxWidth="full">
          <NodeLink courseId={courseId} node={next}>
            <Text as="span" truncate>
              <FormattedMessage id="player.next" values={{ name: next.subResourceName }} />
            </Text>
            <ChevronRightIcon aria-hidden />
          </NodeLink>
        </Button>
      ) : null}
    </Flex>
  );
}

/**
 * The frame of the player and the practice page: the course bar, the node's content (with its steps), and
 * the content tree beside it — below it on a phone.
 */
export function PlayerFrame({
  courseId,
  outline,
  tree,
  currentId,
  courseProgress,
  children,
}: {
  courseId: string;
  outline: GatewayData<CourseOutline>;
  tree: readonly ContentNode[];
  currentId: string | null;
  courseProgress: number | null;
  children: ReactNode;
}) {
  if (outline.loading) {
    return (
      <Container maxW="7xl" py={{ base: '4', md: '6' }}>
        <Stack gap="4" aria-busy="true">
          <Skeleton height="5" width="40" />
          <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 20rem' }} gap="6">
            <Skeleton height={{ base: '56', md: '96' }} rounded="l3" />
            <Skeleton height="72" rounded="l3" />
          </Grid>
        </Stack>
      </Container>
    );
  }
  if (outline.error !== null || !outline.data) {
    return (
      <Container maxW="7xl" py="10">
        <Stack gap="3" align="flex-start" role="alert">
          <Text color="fg.error">{outline.error}</Text>
          <Button size="sm" variant="outline" onClick={outline.reload}>
            <FormattedMessage id="app.retry" />
          </Button>
        </Stack>
      </Container>
    );
  }
  const { view } = outline.data;
  return (
    <Container maxW="7xl" py={{ base: '4', md: '6' }}>
      <Stack gap="4">
        <CourseBar
          courseId={courseId}
          name={view.courseName}
          progress={courseProgress ?? view.studyProgress}
        />
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 20rem' }}
          gap="6"
          alignItems="start"
        >
          <Stack gap="5" minWidth="0">
            {children}
            {currentId ? <NodeSteps courseId={courseId} tree={tree} currentId={currentId} /> : null}
          </Stack>
          <Box
            as="aside"
            borderWidth="1px"
            rounded="l3"
            p="3"
            bg="bg.panel"
            position={{ lg: 'sticky' }}
            top={{ lg: '4' }}
            maxHeight={{ lg: 'calc(100dvh - 2rem)' }}
            overflowY={{ lg: 'auto' }}
          >
            <PlayerTree courseId={courseId} tree={tree} currentId={currentId} />
          </Box>
        </Grid>
      </Stack>
    </Container>
  );
}

/** A note in place of a node: the course is empty, or the address names nothing in it. */
export function FrameNote({ children }: { children: ReactNode }) {
  return (
    <HStack borderWidth="1px" rounded="l3" p="8" justify="center" bg="bg.panel">
      <Text color="fg.muted">{children}</Text>
    </HStack>
  );
}
