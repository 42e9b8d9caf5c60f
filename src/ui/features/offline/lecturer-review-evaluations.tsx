import { Badge, Box, Button, HStack, Heading, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type {
  EvaluationCourseResult,
  EvaluationQuestion,
  ReceivedEvaluation,
} from '../../../../contract/offline-review';
import { EVALUATION_SCALE, EvaluationTarget, QuestionKind } from '../../../../contract/offline-review.routes';
import { LoadState } from '../../kit/app/load-state';
import { useSettled } from '../../kit/app/route-data';
import { RatingDistribution, useRatingText } from '../../kit/charts/rating-distribution';
import { Dialog } from '../../kit/chakra/dialog';
import { shortDateTime } from '../../kit/format/date-time';
import { Stat } from '../../kit/layout/stat';
import { StarFilledIcon } from '../../kit/learning/course-icons';
import { Facts } from '../../kit/learning/learning-card';
import { Pager } from '../../kit/navigation/pager';
import { DIALOG_CONTENT, Tile, useTeachSearch } from './lecturer-review-parts';
import type { EvaluationsData, TeachSearch } from './lecturer-review-data';

function QuestionGroup({
  title,
  questions,
}: {
  title: ReactNode;
  questions: EvaluationCourseResult['questions'];
}) {
  if (questions.length === 0) return null;
  return (
    <Stack gap="4">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gapX="8" gapY="5">
        {questions.map((q) => (
          <RatingDistribution key={q.questionId} question={q} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The text answers of an evaluation, each under its question. */
function TextAnswers({
  evaluation,
  questions,
}: {
  evaluation: ReceivedEvaluation;
  questions: EvaluationQuestion[];
}) {
  const texts = evaluation.answers.filter((a) => a.text);
  if (texts.length === 0) return null;
  return (
    <Stack gap="1.5">
      {texts.map((a) => (
        <Box key={a.questionId} borderStartWidth="3px" borderColor="border.emphasized" ps="3">
          <Text textStyle="xs" color="fg.muted">
            {questions.find((q) => q.questionId === a.questionId)?.title}
          </Text>
          <Text textStyle="sm" whiteSpace="pre-wrap">
            {a.text}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

function EvaluationDetail({
  read,
  onClose,
}: {
  read: NonNullable<EvaluationsData['detail']>;
  onClose: () => void;
}) {
  const intl = useIntl();
  const rating = useRatingText();
  const detail = useSettled(read);
  const name = detail.data
    ? detail.data.userName || intl.formatMessage({ id: 'offline.teach.eval.anonymous' })
    : '';
  return (
    <Dialog.Root
      open
      placement="center"
      scrollBehavior="inside"
      size="lg"
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...DIALOG_CONTENT}>
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="offline.teach.eval.detailTitle" values={{ name }} />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <LoadState data={detail} lines={4} isEmpty={() => false} empty={null}>
                {(d) => (
                  <Stack gap="4">
                    <Facts>
                      <Text as="span">
                        <FormattedMessage
                          id="offline.teach.eval.rowAverage"
                          values={{ average: rating(d.average) }}
                        />
                      </Text>
                      <Text as="span">
                        <FormattedMessage
                          id="offline.teach.eval.submitted"
                          values={{ time: shortDateTime(d.gmtSubmitted) }}
                        />
                      </Text>
                    </Facts>
                    <Stack as="dl" gap="3">
                      {d.questions.map((q) => {
                        const answer = d.answers.find((a) => a.questionId === q.questionId);
                        return (
                          <Stack
                            key={q.questionId}
                            gap="1"
                            borderBottomWidth="1px"
                            pb="3"
                            _last={{ borderBottomWidth: 0 }}
                          >
                            <Text as="dt" textStyle="sm" color="fg.muted">
                              {q.title}
                            </Text>
                            <Box as="dd" textStyle="sm">
                              {q.kind === QuestionKind.rating && answer?.score !== undefined ? (
                                <HStack gap="2">
                                  <Stars value={answer.score} />
                                  <Text as="span" fontWeight="medium">
                                    <FormattedMessage
                                      id="offline.teach.eval.score"
                                      values={{ score: answer.score, max: EVALUATION_SCALE }}
                                    />
                                  </Text>
                                </HStack>
                              ) : answer?.text ? (
                                <Text whiteSpace="pre-wrap">{answer.text}</Text>
                              ) : (
                                <Text color="fg.muted">
                                  <FormattedMessage id="offline.teach.eval.noAnswer" />
                                </Text>
                              )}
                            </Box>
                          </Stack>
                        );
                      })}
                    </Stack>
                  </Stack>
                )}
              </LoadState>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                <FormattedMessage id="app.close" />
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** A rating drawn as filled and empty stars, for the eye only (the number beside it is read out). */
function Stars({ value }: { value: number }) {
  return (
    <HStack gap="0.5" aria-hidden="true">
      {Array.from({ length: EVALUATION_SCALE }, (_, i) => (
        <StarFilledIcon key={i} boxSize="3.5" color={i < value ? 'orange.solid' : 'border.emphasized'} />
      ))}
    </HStack>
  );
}

/**
 * The evaluations the course received: the figures, each rating question's spread, and the evaluations one by
 * one (nameless where the course keeps learners so), each opening in full.
 */
export function EvaluationsSection({
  courseId,
  anonymous,
  data,
  search,
}: {
  courseId: string;
  anonymous: boolean;
  data: EvaluationsData;
  search: TeachSearch;
}) {
  const intl = useIntl();
  const rating = useRatingText();
  const go = useTeachSearch();
  const page = search.pageCurrent;
  const summary = useSettled(data.summary);
  const list = useSettled(data.list);
  const averageOrNone = (value: number, answered: number) =>
    answered > 0 ? rating(value) : intl.formatMessage({ id: 'offline.teach.eval.noScore' });

  return (
    <Stack gap="6">
      <LoadState data={summary} lines={3} isEmpty={() => false} empty={null}>
        {({ count, result }) => {
          const course = result.questions.filter((q) => q.target === EvaluationTarget.course);
          const lecturer = result.questions.filter((q) => q.target === EvaluationTarget.lecturer);
          return (
            <Stack gap="6">
              <SimpleGrid columns={{ base: 2, md: 5 }} gap="3" data-testid="evaluation-figures">
                <Tile accent span>
                  <Stat size="lg" label={<FormattedMessage id="offline.teach.eval.average" />}>
                    {averageOrNone(result.average, result.evaluated)}
                  </Stat>
                </Tile>
                <Tile>
                  <Stat size="lg" label={<FormattedMessage id="offline.teach.eval.courseAverage" />}>
                    {averageOrNone(result.courseAverage, result.evaluated)}
                  </Stat>
                </Tile>
                <Tile>
                  <Stat size="lg" label={<FormattedMessage id="offline.teach.eval.lecturerAverage" />}>
                    {averageOrNone(result.lecturerAverage, result.evaluated)}
                  </Stat>
                </Tile>
                <Tile>
                  <Stat size="lg" label={<FormattedMessage id="offline.teach.eval.evaluated" />}>
                    {count.evaluated}
                  </Stat>
                </Tile>
                <Tile>
                  <Stat size="lg" label={<FormattedMessage id="offline.teach.eval.pending" />}>
                    {count.pending}
                  </Stat>
                </Tile>
              </SimpleGrid>
              {result.evaluated === 0 ? (
                <Text color="fg.muted" textStyle="sm" textAlign="center" py="6" bg="bg.subtle" rounded="l2">
                  <FormattedMessage id="offline.teach.eval.none" />
                </Text>
              ) : (
                <>
                  <QuestionGroup
                    title={<FormattedMessage id="offline.teach.eval.courseQuestions" />}
                    questions={course}
                  />
                  <QuestionGroup
                    title={<FormattedMessage id="offline.teach.eval.lecturerQuestions" />}
                    questions={lecturer}
                  />
                </>
              )}
            </Stack>
          );
        }}
      </LoadState>
      <Stack gap="3">
        <Heading as="h3" size="sm" id={`evaluations-list-${courseId}`}>
          <FormattedMessage id="offline.teach.eval.list" />
        </Heading>
        {anonymous ? (
          <Text textStyle="xs" color="fg.muted">
            <FormattedMessage id="offline.teach.eval.anonymousNote" />
          </Text>
        ) : null}
        <LoadState
          data={list}
          lines={3}
          isEmpty={(p) => p.list.length === 0}
          empty={<FormattedMessage id="offline.teach.eval.none" />}
        >
          {(p) => (
            <Stack as="ul" listStyle="none" gap="0" aria-labelledby={`evaluations-list-${courseId}`}>
              {p.list.map((e) => {
                const name = e.userName || intl.formatMessage({ id: 'offline.teach.eval.anonymous' });
                return (
                  <Stack
                    as="li"
                    key={e.evaluationId}
                    gap="2"
                    py="3"
                    borderBottomWidth="1px"
                    _last={{ borderBottomWidth: 0 }}
                  >
                    <HStack justify="space-between" gap="3" align="flex-start">
                      <Stack gap="0.5" minWidth="0">
                        <HStack gap="2" wrap="wrap">
                          <Text fontWeight="medium" color={e.userName ? undefined : 'fg.muted'}>
                            {name}
                          </Text>
                          <Badge colorPalette="orange" variant="subtle">
                            <FormattedMessage
                              id="offline.teach.eval.rowAverage"
                              values={{ average: rating(e.average) }}
                            />
                          </Badge>
                        </HStack>
                        <Text textStyle="xs" color="fg.muted">
                          <FormattedMessage
                            id="offline.teach.eval.submitted"
                            values={{ time: shortDateTime(e.gmtSubmitted) }}
                          />
                        </Text>
                      </Stack>
                      <Button
                        size="xs"
                        variant="outline"
                        flexShrink={0}
                        aria-label={intl.formatMessage({ id: 'offline.teach.eval.viewOf' }, { name })}
                        onClick={() => go({ pageCurrent: page, evaluation: e.evaluationId })}
                      >
                        <FormattedMessage id="offline.teach.eval.view" />
                      </Button>
                    </HStack>
                    <TextAnswers evaluation={e} questions={p.questions} />
                  </Stack>
                );
              })}
            </Stack>
          )}
        </LoadState>
        <Pager
          page={page ?? 1}
          totalPage={list.data?.totalPage ?? 0}
          onPage={(next) => go({ pageCurrent: next })}
        />
      </Stack>
      {data.detail ? <EvaluationDetail read={data.detail} onClose={() => go({ pageCurrent: page })} /> : null}
    </Stack>
  );
}
