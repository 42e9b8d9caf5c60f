import { Button, Text, type ButtonProps } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { shortDateTime } from '../../kit/format/date-time';
import { useLocaleParam } from '../../kit/locale/use-locale';
import type { ExamAction } from './exam-actions';
import { idParam } from '../../kit/navigation/id-param';

const LABEL: Record<'start' | 'continue' | 'resit', string> = {
  start: 'exam.action.start',
  continue: 'exam.action.continue',
  resit: 'exam.action.resit',
};

/** Start / Continue / Resit as the exam allows (all open the paper page), or when the window opens. */
export function ExamActionButton({
  action,
  examId,
  startTime,
  size = 'sm',
}: {
  action: ExamAction;
  examId: string;
  startTime: string;
  size?: ButtonProps['size'];
}) {
  const locale = useLocaleParam();
  if (action.kind === 'none') return null;
  if (action.kind === 'notYet') {
    return (
      <Text textStyle="sm" color="fg.muted">
        <FormattedMessage id="exam.action.opensAt" values={{ time: shortDateTime(startTime) }} />
      </Text>
    );
  }
  return (
    <Button asChild size={size} colorPalette={action.kind === 'resit' ? 'orange' : 'brand'}>
      <RouterLink
        to="/{-$locale}/account/exam/examQuestion"
        params={{ locale }}
        search={{ id: idParam(examId) }}
      >
        <FormattedMessage id={LABEL[action.kind]} />
      </RouterLink>
    </Button>
  );
}
