import { Badge, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSettled } from '../../kit/app/route-data';
import { ExamNameLink, ExamTerms, ExamWindowText } from '../../kit/learning/exam-facts';
import { Facts, LearningCard, LearningRow } from '../../kit/learning/learning-card';
import { examBadge, examWindow } from '../../kit/format/learning-format';
import type { UpcomingExamsData } from './home-data';

const BADGE_PALETTE = { open: 'green', upcoming: 'blue', resit: 'orange', closed: 'gray' } as const;

/** Exams still to take or resit, by start time: open windows first, then the coming ones; each opens its detail page. */
export function UpcomingExamsCard({ data }: { data: UpcomingExamsData }) {
  const feed = useSettled(data);
  // Windows are placed against the time the card was shown; a card left open does not re-sort itself.
  const [now] = useState(() => Date.now());
  return (
    <LearningCard
      title={<FormattedMessage id="home.exams.title" />}
      feed={feed}
      empty={<FormattedMessage id="home.exams.empty" />}
    >
      {(exam) => {
        const badge = examBadge(exam.examStatus, examWindow(exam.startTime, exam.endTime, now));
        return (
          <LearningRow
            key={exam.id}
            name={<ExamNameLink id={exam.id} name={exam.examName} />}
            badge={
              <Badge colorPalette={BADGE_PALETTE[badge]} variant="subtle" flexShrink={0}>
                <FormattedMessage id={`home.exams.badge.${badge}`} />
              </Badge>
            }
          >
            <ExamWindowText startTime={exam.startTime} endTime={exam.endTime} />
            <Facts>
              <ExamTerms duration={exam.duration} passScore={exam.passScore} totalScore={exam.totalScore} />
              <Text as="span">
                <FormattedMessage id="home.exams.attemptsLeft" values={{ count: exam.attemptsLeft }} />
              </Text>
            </Facts>
          </LearningRow>
        );
      }}
    </LearningCard>
  );
}
