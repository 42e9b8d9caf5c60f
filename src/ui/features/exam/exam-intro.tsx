import { Button, Card, HStack, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import type { ExamRecordDetail } from '../../../../contract/exam';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { useLocaleParam } from '../../kit/locale/use-locale';

export interface ExamIntroProps {
  exam: ExamRecordDetail | null;
  starting: boolean;
  /** The gateway's refusal (no attempts left, the window closed) or a failed call. */
  error: string | null;
  onStart: () => void;
}

/**
 * The last screen before the clock starts: what the learner agrees to by starting. The clock starts only on
 * the learner's press, never on arrival.
 */
export function ExamIntro({ exam, starting, error, onStart }: ExamIntroProps) {
  const locale = useLocaleParam();
  return (
    <Card.Root rounded="l3" maxWidth="2xl" mx="auto" width="full">
      <Card.Body gap="6">
        <Stack gap="2">
          <Text textStyle="sm" color="fg.muted">
            <FormattedMessage id="exam.intro.kicker" />
          </Text>
          <Heading as="h1" size="2xl">
            {exam?.examName ?? <FormattedMessage id="exam.intro.unknownExam" />}
          </Heading>
        </Stack>
        {exam ? (
          <List.Root gap="2" ps="5">
            <List.Item>
              <FormattedMessage id="exam.intro.duration" values={{ minutes: exam.duration }} />
            </List.Item>
            <List.Item>
              <FormattedMessage
                id="exam.intro.window"
                values={{ start: exam.startTime.slice(0, 16), end: exam.endTime.slice(0, 16) }}
              />
            </List.Item>
            <List.Item>
              <FormattedMessage
                id="exam.intro.pass"
                values={{ pass: exam.passScore, total: exam.totalScore }}
              />
            </List.Item>
            <List.Item>
              <FormattedMessage id="exam.intro.attemptsLeft" values={{ count: exam.attemptsLeft }} />
            </List.Item>
            <List.Item>
              {exam.switchLimit > 0 ? (
                <FormattedMessage id="exam.intro.switchLimit" values={{ count: exam.switchLimit }} />
              ) : (
                <FormattedMessage id="exam.intro.switchFree" />
              )}
            </List.Item>
            <List.Item>
              <FormattedMessage
                id={exam.showAnswer === 1 ? 'exam.intro.answersShown' : 'exam.intro.answersHidden'}
              />
            </List.Item>
            <List.Item>
              <FormattedMessage id="exam.intro.clock" />
            </List.Item>
            <List.Item>
              <FormattedMessage id="exam.intro.saving" />
            </List.Item>
          </List.Root>
        ) : null}
        {error ? <ErrorAlert message={error} /> : null}
        <HStack gap="3" wrap="wrap">
          <Button colorPalette="brand" size="lg" loading={starting} onClick={onStart}>
            <FormattedMessage id="exam.intro.start" />
          </Button>
          <Button asChild variant="ghost" size="lg">
            <RouterLink to="/{-$locale}/account/exam/{-$id}" params={{ locale, id: undefined }}>
              <FormattedMessage id="exam.action.myExams" />
            </RouterLink>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
