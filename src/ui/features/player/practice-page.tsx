import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ContentNode } from '../../../../contract/course';
import { ContentType } from '../../../../contract/course.routes';
import { useSettled } from '../../kit/app/route-data';
import { idParam } from '../../kit/navigation/id-param';
import { contentKind, kindLabelKey } from '../../kit/learning/content-kinds';
import { KindIcon } from '../../kit/learning/course-icons';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import { findNode, isPlayable } from './content-tree';
import type { CourseOutlineData } from './course-outline';
import { FrameNote, PlayerFrame } from './player-frame';
import { CheckIcon } from './player-icons';

/** The way into a node taken elsewhere: the exam's page, the survey, or a note for activities run offline. */
function WayIn({ node }: { node: ContentNode }) {
  const locale = useLocaleParam();
  const target = node.targetId;
  if (node.contentType === ContentType.exam && target) {
    return (
      <Button asChild alignSelf="flex-start">
        <RouterLink
          to="/{-$locale}/account/exam/examQuestion"
          params={{ locale }}
          search={{ id: idParam(target) }}
        >
          <FormattedMessage id="player.practice.openExam" />
        </RouterLink>
      </Button>
    );
  }
  if (node.contentType === ContentType.survey && target) {
    return (
      <Button asChild alignSelf="flex-start">
        <RouterLink to="/{-$locale}/investigate/view" params={{ locale }} search={{ id: idParam(target) }}>
          <FormattedMessage id="player.practice.openSurvey" />
        </RouterLink>
      </Button>
    );
  }
  return (
    <Text color="fg.muted">
      <FormattedMessage id="player.practice.offline" />
    </Text>
  );
}

function PracticeCard({ node }: { node: ContentNode }) {
  const intl = useIntl();
  const kind = contentKind(node);
  const finished = node.finished === 1;
  return (
    <Stack
      gap="5"
      borderWidth="1px"
      rounded="l3"
      p={{ base: '5', md: '8' }}
      bg="bg.panel"
      data-testid="practice-card"
    >
      <HStack gap="3" color="brand.fg">
        <Box fontSize="2xl" aria-hidden>
          <KindIcon kind={kind} />
        </Box>
        <Badge variant="subtle" size="lg">
          {intl.formatMessage({ id: kindLabelKey(kind) })}
        </Badge>
      </HStack>
      <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
        {node.subResourceName}
      </Heading>
      <Text color="fg.muted">
        <FormattedMessage id={`player.practice.about.${kind}`} />
      </Text>
      <HStack gap="2">
        {finished ? (
          <Badge colorPalette="green" variant="solid" size="lg">
            <CheckIcon aria-hidden />
            <FormattedMessage id="player.node.finished" />
          </Badge>
        ) : (
          <Badge colorPalette={node.studyProgress > 0 ? 'orange' : 'gray'} variant="subtle" size="lg">
            <FormattedMessage
              id={node.studyProgress > 0 ? 'player.practice.inProgress' : 'player.practice.notStarted'}
              values={{ progress: node.studyProgress }}
            />
          </Badge>
        )}
      </HStack>
      <WayIn node={node} />
    </Stack>
  );
}

/**
 * `/watch/practice?courseId=&id=`: a node the learner takes elsewhere — an exam, a survey, offline training,
 * practical work or a job evaluation — in the player's frame: what it is, where the learner stands and the
 * way in, with the content tree beside it. A playable node moves to the player.
 */
export function PracticePage({
  courseId,
  subResourceId,
  data,
}: {
  courseId: string;
  subResourceId: string;
  data: CourseOutlineData;
}) {
  const navigate = useNavigate();
  const locale = useLocaleParam();
  const outline = useSettled(data.outline);
  const tree = useMemo(() => outline.data?.tree ?? [], [outline.data]);
  const node = outline.data ? findNode(tree, subResourceId) : null;
  const playable = node ? isPlayable(node) : false;
  useDocumentTitle(node?.subResourceName ?? outline.data?.view.courseName);

  useEffect(() => {
    if (!playable) return;
    void navigate({
      to: '/{-$locale}/watch/course',
      params: { locale },
      search: { courseId: idParam(courseId), id: idParam(subResourceId) },
      replace: true,
    });
  }, [navigate, locale, courseId, subResourceId, playable]);

  return (
    <PlayerFrame
      courseId={courseId}
      outline={outline}
      tree={tree}
      currentId={node ? subResourceId : null}
      courseProgress={null}
    >
      {node && !playable ? (
        <PracticeCard node={node} />
      ) : outline.data && !node ? (
        <FrameNote>
          <FormattedMessage id="player.notFound" />
        </FrameNote>
      ) : null}
    </PlayerFrame>
  );
}
