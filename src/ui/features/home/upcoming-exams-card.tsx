import { Badge, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSettled } from '../../kit/app/route-data';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { shortDateTime } from '../../kit/format/date-time';
import { Facts, LearningCard, LearningRow } from '../../kit/learning/learning-card';
import { examBadge, examWindow } from '../../kit/format/learning-format';
import { idParam } from '../../kit/navigation/id-param';
import type { UpcomingExamsData } from './home-data';

const BADGE_PALETTE = { open: 'green', upcoming: 'blue', resit: 'orange', closed: 'gray' } as const;

/** Exams still to take or resit, by start time: open windows first, then the coming ones; each opens its detail page. */
export function UpcomingExamsCard({ data }: { data: UpcomingExamsData }) {
  const feed = useSettled(data);
  // Windows are placed against the time the card was shown; a card left open does not re-sort itself.
  const [now] = useState(() => Date.now());
  const locale = useLocaleParam();
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
            name={
              <Link asChild color="inherit">
                <RouterLink
                  to="/{-$locale}/account/exam/detail"
                  params={{ locale }}
                  search={{ id: idParam(exam.id) }}
                >
                  {exam.examName}
                </RouterLink>
              </Link>
            }
            badge={
              <Badge colorPalette={BADGE_PALETTE[badge]} variant="subtle" flexShrink={0}>
                <FormattedMessage id={`home.exams.badge.${badge}`} />
              </Badge>
            }
          >
            <Text textStyle="sm" color="fg.muted">
              <FormattedMessage
                id="home.exams.window"
                values={{ start: shortDateTime(exam.startTime), end: shortDateTime(exam.endTime) }}
              />
            </Text>
            <Facts>
              <Text as="span">
                <FormattedMessage id="home.exams.duration" values={{ minutes: exam.duration }} />
              </Text>
              <Text as="span">
                <FormattedMessage
                  id="home.exams.passScore"
                  values={{ pass: exam.passScore, total: exam.totalScore }}
                />
              </Text>
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
