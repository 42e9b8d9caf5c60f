import { Badge, Button, Card, HStack, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { AttemptState } from '../../../../contract/exam-paper.routes';
import { Pager } from '../../kit/navigation/pager';
import { useSettled } from '../../kit/app/route-data';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { LoadState } from '../../kit/app/load-state';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import { finishReasonKey } from './exam-format';
import { idParam } from '../../kit/navigation/id-param';
import type { ExamRecordsData } from './exam-records-data';

const STATE_PALETTE: Record<number, string> = {
  [AttemptState.answering]: 'blue',
  [AttemptState.awaitingMarking]: 'purple',
  [AttemptState.marked]: 'green',
};

/**
 * The learner's paper records of one exam, newest first; each handed-in paper opens its result, one still
 * being answered opens the paper again.
 */
export function ExamRecordsPage({
  examId,
  page,
  data: loaded,
}: {
  examId?: string;
  page: number;
  /** The route's loader reads it (`examRecordsData`) for the exam and page in the address. */
  data: ExamRecordsData;
}) {
  const intl = useIntl();
  const locale = useLocaleParam();
  const navigate = useNavigate();
  useDocumentTitle(intl.formatMessage({ id: 'exam.records.pageTitle' }));
  const data = useSettled(loaded.records);
  const toPage = (next: number) =>
    void navigate({
      to: '/{-$locale}/account/exam/record',
      params: { locale },
      // The first page keeps the plain address.
      search: {
        examId: examId === undefined ? undefined : idParam(examId),
        page: next > 1 ? next : undefined,
      },
    });
  // Records of one exam name it under the heading; the list of every exam names it on each row.
  const examName = examId ? data.data?.list[0]?.examName : undefined;
  const everyExam = !examId;

  return (
    <Stack gap="6" maxWidth="5xl" mx="auto">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            <FormattedMessage id="exam.records.heading" />
          </Heading>
          {examName ? <Text color="fg.muted">{examName}</Text> : null}
        </Stack>
        <Button asChild variant="outline" size="sm">
          <RouterLink to="/{-$locale}/account/exam/{-$id}" params={{ locale, id: undefined }}>
            <FormattedMessage id="exam.action.myExams" />
          </RouterLink>
        </Button>
      </HStack>
      <Card.Root rounded="l3">
        <Card.Body gap="4">
          <LoadState
            data={data}
            lines={4}
            isEmpty={(p) => p.list.length === 0}
            empty={<FormattedMessage id="exam.records.empty" />}
          >
            {(p) => (
              <Table.ScrollArea>
                <Table.Root
                  // The table's recipe travels with this page, not in the start-up style system.
                  recipe={tableSlotRecipe}
                  size="sm"
                  aria-label={intl.formatMessage({ id: 'exam.records.heading' })}
                >
                  <Table.Header>
                    <Table.Row>
                      {everyExam ? (
                        <Table.ColumnHeader>
                          <FormattedMessage id="exam.records.exam" />
                        </Table.ColumnHeader>
                      ) : null}
                      <Table.ColumnHeader>
                        <FormattedMessage id="exam.records.startTime" />
                      </Table.ColumnHeader>
                      <Table.ColumnHeader>
                        <FormattedMessage id="exam.records.finishTime" />
                      </Table.ColumnHeader>
                      <Table.ColumnHeader>
                        <FormattedMessage id="exam.records.state" />
                      </Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">
                        <FormattedMessage id="exam.records.score" />
                      </Table.ColumnHeader>
                      <Table.ColumnHeader>
                        <FormattedMessage id="exam.records.action" />
                      </Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {p.list.map((row) => {
                      const reason = finishReasonKey(row.finishReason);
                      return (
                        <Table.Row key={row.id}>
                          {everyExam ? (
                            <Table.Cell minWidth="40" fontWeight="medium">
                              {row.examName}
                            </Table.Cell>
                          ) : null}
                          <Table.Cell>{row.startTime}</Table.Cell>
                          <Table.Cell>
                            <Stack gap="0.5">
                              <Text>
                                {row.finishTime ?? <FormattedMessage id="exam.records.notHandedIn" />}
                              </Text>
                              {reason ? (
                                <Text textStyle="xs" color="fg.muted">
                                  <FormattedMessage id={reason} />
                                </Text>
                              ) : null}
                            </Stack>
                          </Table.Cell>
                          <Table.Cell>
                            <Badge colorPalette={STATE_PALETTE[row.state]} variant="subtle">
                              <FormattedMessage id={`exam.attemptState.${row.state}`} />
                            </Badge>
                          </Table.Cell>
                          <Table.Cell textAlign="end">
                            {row.score !== null ? (
                              <FormattedMessage id="exam.result.points" values={{ score: row.score }} />
                            ) : row.state === AttemptState.awaitingMarking ? (
                              <FormattedMessage id="exam.result.scorePending" />
                            ) : null}
                          </Table.Cell>
                          <Table.Cell>
                            {row.state === AttemptState.answering ? (
                              <Button asChild size="xs" colorPalette="brand">
                                <RouterLink
                                  to="/{-$locale}/account/exam/examQuestion"
                                  params={{ locale }}
                                  search={{ id: idParam(row.examId) }}
                                >
                                  <FormattedMessage id="exam.action.continue" />
                                </RouterLink>
                              </Button>
                            ) : (
                              <Button asChild size="xs" variant="outline">
                                <RouterLink
                                  to="/{-$locale}/account/exam/examSuccess"
                                  params={{ locale }}
                                  search={{ id: idParam(row.id) }}
                                  aria-label={intl.formatMessage(
                                    { id: 'exam.records.viewResultOf' },
                                    { time: row.startTime },
                                  )}
                                >
                                  <FormattedMessage id="exam.records.viewResult" />
                                </RouterLink>
                              </Button>
                            )}
                          </Table.Cell>
                        </Table.Row>
                      );
                    })}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            )}
          </LoadState>
          <Pager page={page} totalPage={data.data?.totalPage ?? 0} onPage={toPage} />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
