/* A page composing two features: player (the study figures and the progress export) and home (the courses
 * in progress card). */
import { Heading, Stack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CoursesInProgressCard } from '../features/home/courses-in-progress-card';
import { useDocumentTitle } from '../kit/site/use-document-title';
import { ProgressExport } from '../features/player/progress-export';
import { StudyFigures } from '../features/player/study-figures';
import type { StudyPageData } from './study-page-data';

/**
 * `/watch` without a course: "my study". The learner's figures, the export of their course progress to the
 * download records, and the courses they are in the middle of, each leading back to its course.
 */
export function StudyPage({ data }: { data: StudyPageData }) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'player.study.pageTitle' }));
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        <FormattedMessage id="player.study.heading" />
      </Heading>
      <StudyFigures data={data.figures} />
      <ProgressExport />
      <CoursesInProgressCard data={data.coursesInProgress} />
    </Stack>
  );
}
