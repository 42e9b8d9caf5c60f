import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { shortDateTime } from '../format/date-time';
import { useLocaleParam } from '../locale/use-locale';
import { idParam } from '../navigation/id-param';

/*
 * An exam as the learner's lists show it (my exams, the home page's upcoming exams): its name leading to its
 * detail page, when it may be taken, how long it runs and the pass mark. Each list adds its own facts.
 */

/** The exam's name as a link to its detail page; `id` is the learner's record of the exam. */
export function ExamNameLink({ id, name }: { id: string; name: string }) {
  const locale = useLocaleParam();
  return (
    <Link asChild color="inherit">
      <RouterLink to="/{-$locale}/account/exam/detail" params={{ locale }} search={{ id: idParam(id) }}>
        {name}
      </RouterLink>
    </Link>
  );
}

/** When the exam may be taken. */
export function ExamWindowText({ startTime, endTime }: { startTime: string; endTime: string }) {
  return (
    <Text textStyle="sm" color="fg.muted">
      <FormattedMessage
        id="home.exams.window"
        values={{ start: shortDateTime(startTime), end: shortDateTime(endTime) }}
      />
    </Text>
  );
}

/** How long the exam runs and the pass mark: the first facts of the exam's row. */
export function ExamTerms({
  duration,
  passScore,
  totalScore,
}: {
  duration: number;
  passScore: number;
  totalScore: number;
}) {
  return (
    <>
      <Text as="span">
        <FormattedMessage id="home.exams.duration" values={{ minutes: duration }} />
      </Text>
      <Text as="span">
        <FormattedMessage id="home.exams.passScore" values={{ pass: passScore, total: totalScore }} />
      </Text>
    </>
  );
}
