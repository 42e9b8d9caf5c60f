import { Box, Card, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { StudyCollect } from '../../../../contract/progress';
import { StudyStatus } from '../../../../contract/study.routes';
import { useSettled, type Settled } from '../../kit/app/route-data';
import { studyStatusKey } from '../../kit/format/course-format';
import { durationParts } from '../../kit/format/learning-format';
import { LoadState } from '../../kit/app/load-state';

/** One figure: its name over its value, as a term and its description. */
function Figure({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Box minWidth="0">
      <Text as="dt" textStyle="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontSize="2xl" fontWeight="semibold" lineHeight="short">
        {children}
      </Text>
    </Box>
  );
}

/**
 * Seconds studied as hours and minutes ("3 小时 20 分", "3 h 20 min"). Minutes round up as everywhere in the
 * portal, so any study at all shows as time studied rather than as 0.
 */
function StudyTime({ seconds }: { seconds: number }) {
  return <FormattedMessage id="player.study.duration" values={durationParts(seconds)} />;
}

/** The learner's figures as they were read: the course counts by status and the time studied. */
export function StudyFiguresList({ figures }: { figures: StudyCollect }) {
  const count = (value: number) => <FormattedNumber value={value} />;
  return (
    <SimpleGrid as="dl" columns={{ base: 2, sm: 4, lg: 7 }} gap={{ base: '4', md: '6' }}>
      <Figure label={<FormattedMessage id="player.study.courseCount" />}>{count(figures.courseCount)}</Figure>
      <Figure label={<FormattedMessage id={studyStatusKey(StudyStatus.notStarted)} />}>
        {count(figures.notStartedCount)}
      </Figure>
      <Figure label={<FormattedMessage id={studyStatusKey(StudyStatus.learning)} />}>
        {count(figures.learningCount)}
      </Figure>
      <Figure label={<FormattedMessage id={studyStatusKey(StudyStatus.learned)} />}>
        {count(figures.learnedCount)}
      </Figure>
      <Figure label={<FormattedMessage id="player.study.totalTime" />}>
        <StudyTime seconds={figures.studySeconds} />
      </Figure>
      <Figure label={<FormattedMessage id="player.study.todayTime" />}>
        <StudyTime seconds={figures.todaySeconds} />
      </Figure>
      <Figure label={<FormattedMessage id="player.study.weekTime" />}>
        <StudyTime seconds={figures.weekSeconds} />
      </Figure>
    </SimpleGrid>
  );
}

/** "My study" in figures (`studyCollect`, read by the route), with a retry when the read fails. */
export function StudyFigures({ data }: { data: Settled<StudyCollect> }) {
  const intl = useIntl();
  const figures = useSettled(data);
  return (
    <Card.Root as="section" rounded="l3" aria-label={intl.formatMessage({ id: 'player.study.figures' })}>
      <Card.Body>
        <LoadState data={figures} lines={2} isEmpty={() => false} empty={null}>
          {(f) => <StudyFiguresList figures={f} />}
        </LoadState>
      </Card.Body>
    </Card.Root>
  );
}
