import { Box, Flex, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ContentNode } from '../../../../contract/course';
import { idParam } from '../../kit/navigation/id-param';
import { CheckCircleIcon } from '../../kit/icons/icons';
import { useLocaleParam } from '../../kit/locale/use-locale';
import {
  contentKind,
  hasDuration,
  kindLabelKey,
  nodeDestination,
  treeTally,
} from '../../kit/learning/content-kinds';
import { clockDuration } from '../../kit/format/course-format';
import { KindIcon } from '../../kit/learning/course-icons';

export interface ContentTreeProps {
  courseId: string;
  nodes: readonly ContentNode[];
  /** Whether the reader's own progress is shown (members; a visitor's is always 0). */
  member: boolean;
  /**
   * Runs when a node is opened; a visitor's page asks to sign in here instead of letting the link lead to
   * a sign-in page.
   */
  onOpen?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** "视频", "文档 · PDF", "考试"…: what a node is, in words. */
export function useKindLabel(): (node: ContentNode) => string {
  const intl = useIntl();
  return (node) => {
    const label = intl.formatMessage({ id: kindLabelKey(contentKind(node)) });
    return node.docType ? `${label} · ${node.docType.toUpperCase()}` : label;
  };
}

function NodeLink({
  courseId,
  node,
  onOpen,
  children,
}: {
  courseId: string;
  node: ContentNode;
  onOpen?: ContentTreeProps['onOpen'];
  children: ReactNode;
}) {
  const locale = useLocaleParam();
  const search = { courseId: idParam(courseId), id: idParam(node.subResourceId) };
  const destination = nodeDestination(node);
  const style = { color: 'inherit', _hover: { color: 'brand.fg' } } as const;
  if (destination === 'watch') {
    return (
      <Link asChild {...style}>
        <RouterLink to="/{-$locale}/watch/course" params={{ locale }} search={search} onClick={onOpen}>
          {children}
        </RouterLink>
      </Link>
    );
  }
  if (destination === 'practice') {
    return (
      <Link asChild {...style}>
        <RouterLink to="/{-$locale}/watch/practice" params={{ locale }} search={search} onClick={onOpen}>
          {children}
        </RouterLink>
      </Link>
    );
  }
  return <>{children}</>;
}

function NodeProgress({ node }: { node: ContentNode }) {
  const intl = useIntl();
  if (node.finished === 1) {
    return (
      <HStack gap="1" color="green.fg" textStyle="xs" flexShrink={0}>
        <CheckCircleIcon aria-hidden />
        <Text as="span">
          <FormattedMessage id="course.tree.finished" />
        </Text>
      </HStack>
    );
  }
  if (node.studyProgress > 0) {
    return (
      <Text as="span" textStyle="xs" color="orange.fg" flexShrink={0}>
        <FormattedMessage
          id="course.tree.progress"
          values={{ progress: intl.formatNumber(node.studyProgress / 100, { style: 'percent' }) }}
        />
      </Text>
    );
  }
  return (
    <Text as="span" textStyle="xs" color="fg.muted" flexShrink={0}>
      <FormattedMessage id="course.tree.notStarted" />
    </Text>
  );
}

function Period({ courseId, node, member, onOpen }: { node: ContentNode } & Omit<ContentTreeProps, 'nodes'>) {
  const kindLabel = useKindLabel();
  const kind = contentKind(node);
  return (
    <Flex
      as="li"
      gap="3"
      align={{ base: 'flex-start', sm: 'center' }}
      direction={{ base: 'column', sm: 'row' }}
      py="2.5"
      px="3"
      rounded="l2"
      _hover={{ bg: 'bg.muted' }}
    >
      <HStack gap="3" flex="1" minWidth="0" align="center">
        <Flex
          flexShrink={0}
          width="8"
          height="8"
          rounded="full"
          bg="brand.subtle"
          color="brand.fg"
          align="center"
          justify="center"
        >
          <KindIcon kind={kind} />
        </Flex>
        <Stack gap="0" minWidth="0">
          <Text fontWeight="medium" lineClamp={2}>
            <NodeLink courseId={courseId} node={node} onOpen={onOpen}>
              {node.subResourceName}
            </NodeLink>
          </Text>
          <HStack gap="2" textStyle="xs" color="fg.muted">
            <Text as="span">{kindLabel(node)}</Text>
            {hasDuration(node) ? <Text as="span">{clockDuration(node.totalDuration)}</Text> : null}
          </HStack>
        </Stack>
      </HStack>
      {member ? (
        <Box ps={{ base: '11', sm: '0' }}>
          <NodeProgress node={node} />
        </Box>
      ) : null}
    </Flex>
  );
}

function Chapter({
  courseId,
  node,
  member,
  onOpen,
  level,
}: { node: ContentNode; level: number } & Omit<ContentTreeProps, 'nodes'>) {
  const tally = treeTally(node.subTrainingProgress);
  return (
    <Box as="li">
      <HStack justify="space-between" gap="3" px="3" py="2" bg="bg.subtle" rounded="l2">
        <Heading as={level === 0 ? 'h2' : 'h3'} size="sm">
          {node.subResourceName}
        </Heading>
        <Text textStyle="xs" color="fg.muted" flexShrink={0}>
          {member ? (
            <FormattedMessage
              id="course.tree.chapterProgress"
              values={{ finished: tally.finished, count: tally.periods }}
            />
          ) : (
            <FormattedMessage id="course.periods" values={{ count: tally.periods }} />
          )}
        </Text>
      </HStack>
      <NodeList
        courseId={courseId}
        nodes={node.subTrainingProgress}
        member={member}
        onOpen={onOpen}
        level={level + 1}
      />
    </Box>
  );
}

function NodeList({ level, ...props }: ContentTreeProps & { level: number }) {
  return (
    <Stack as="ol" listStyle="none" gap="0.5" ps={level > 0 ? '2' : '0'} pt={level > 0 ? '1' : '0'}>
      {props.nodes.map((node) =>
        nodeDestination(node) === null ? (
          <Chapter key={node.subResourceId} {...props} node={node} level={level} />
        ) : (
          <Period key={node.subResourceId} {...props} node={node} />
        ),
      )}
    </Stack>
  );
}

/**
 * A course's contents: chapters with their periods, each period with what it is (content and media type),
 * its length, and for a member how far they got. Resources and image-text open in the player; exams,
 * surveys and other activities on the practice page.
 */
export function ContentTree(props: ContentTreeProps) {
  if (props.nodes.length === 0) {
    return (
      <Text color="fg.muted" py="6" textAlign="center">
        <FormattedMessage id="course.tree.empty" />
      </Text>
    );
  }
  return <NodeList {...props} level={0} />;
}
