import { Badge, Box, Button, Card, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ExamRecordDetail } from '../../../../contract/exam';
import { ExamStatus } from '../../../../contract/exam.routes';
import { examTaskExport } from '../../../services/api/exam';
import { Pager } from '../../kit/navigation/pager';
import { Stat } from '../../kit/layout/stat';
import { useHttp } from '../../kit/app/app-services';
import { showToast } from '../../kit/app/toaster';
import { useSettled } from '../../kit/app/route-data';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { LoadState } from '../../kit/app/load-state';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import { ExamActionButton } from './exam-action-button';
import { examActionOf } from './exam-actions';
import { STATUS_PALETTE, statusLabelKey } from './exam-format';
import { idParam } from '../../kit/navigation/id-param';
import { TabLink, TabNav } from '../../kit/navigation/tab-link';
import { examStatusFilter, type ExamListData } from './exam-list-data';
import { ExamNameLink, ExamTerms, ExamWindowText } from '../../kit/learning/exam-facts';

/** The tabs in the order they show: everything, then each status (spec §4). */
const TABS: readonly (ExamStatus | undefined)[] = [
  undefined,
  ExamStatus.toBeTaken,
  ExamStatus.canResit,
  ExamStatus.awaitingMarking,
  ExamStatus.passed,
  ExamStatus.failed,
  ExamStatus.absent,
];

function ExamRow({ exam, now }: { exam: ExamRecordDetail; now: number }) {
  const locale = useLocaleParam();
  return (
    <Box as="li" py="4" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <Stack
        gap="2"
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ md: 'center' }}
      >
        <Stack gap="1.5" minWidth="0">
          <HStack gap="2" wrap="wrap">
            <Heading as="h3" size="md" fontWeight="semibold">
              <ExamNameLink id={exam.id} name={exam.examName} />
            </Heading>
            <Badge colorPalette={STATUS_PALETTE[exam.examStatus]} variant="subtle">
              <FormattedMessage id={statusLabelKey(exam.examStatus)} />
            </Badge>
          </HStack>
          <ExamWindowText startTime={exam.startTime} endTime={exam.endTime} />
          <HStack gap="4" textStyle="xs" color="fg.muted" wrap="wrap">
            <ExamTerms duration={exam.duration} passScore={exam.passScore} totalScore={exam.totalScore} />
            <Text as="span">
              {exam.score === null ? (
                <FormattedMessage id="exam.list.noScore" />
              ) : (
                <FormattedMessage id="exam.list.bestScore" values={{ score: exam.score }} />
              )}
            </Text>
            <Text as="span">
              <FormattedMessage
                id="exam.list.attempts"
                values={{ used: exam.attemptsUsed, limit: exam.attemptLimit }}
              />
            </Text>
          </HStack>
        </Stack>
        <HStack gap="2" flexShrink={0}>
          <ExamActionButton
            action={examActionOf(exam, now)}
            examId={exam.examId}
            startTime={exam.startTime}
          />
          {exam.attemptsUsed > 0 ? (
            <Button asChild size="sm" variant="outline">
              <RouterLink
                to="/{-$locale}/account/exam/record"
                params={{ locale }}
                search={{ examId: idParam(exam.examId) }}
              >
                <FormattedMessage id="exam.action.records" />
              </RouterLink>
            </Button>
          ) : null}
        </HStack>
      </Stack>
    </Box>
  );
}

export interface ExamListPageProps {
  status?: ExamStatus;
  page: number;
  /** The route's loader reads it (`examListData`) for the tab and page in the address. */
  data: ExamListData;
}

/**
 * `/account/exam/{status}?page=`: the learner's exams, one tab per status (none: all of them), with a summary
 * of results and an export of the list to the download records.
 */
export function ExamListPage({ status, page, data }: ExamListPageProps) {
  const intl = useIntl();
  const http = useHttp();
  const locale = useLocaleParam();
  const navigate = useNavigate();
  const [exporting, setExporting] = useState(false);
  // Windows are placed against the time the page opened; a page left open does not re-sort itself.
  const [now] = useState(() => Date.now());
  useDocumentTitle(intl.formatMessage({ id: 'exam.list.pageTitle' }));
  const filter = examStatusFilter(status);
  const collect = useSettled(data.collect);
  const list = useSettled(data.list);
  const tabId = status === undefined ? undefined : String(status);
  const toPage = (next: number) =>
    void navigate({
      to: '/{-$locale}/account/exam/{-$id}',
      params: { locale, id: tabId },
      // The first page keeps the plain address.
      search: { page: next > 1 ? next : undefined },
    });
  const countOf = (tab: ExamStatus | undefined) =>
    tab === undefined
      ? collect.data?.totalCount
      : collect.data?.statusCounts.find((c) => c.examStatus === tab)?.count;

  const exportList = () => {
    setExporting(true);
    examTaskExport(http, filter)
      .then((record) =>
        showToast('success', intl.formatMessage({ id: 'exam.list.exported' }, { name: record.fileName })),
      )
      // The client has toasted the gateway's message.
      .catch(() => undefined)
      .finally(() => setExporting(false));
  };

  return (
    <Stack gap="6">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Heading as="h1" size="2xl">
          <FormattedMessage id="exam.list.heading" />
        </Heading>
        <Button variant="outline" size="sm" loading={exporting} onClick={exportList}>
          <FormattedMessage id="exam.list.export" />
        </Button>
      </HStack>

      <Card.Root rounded="l3" as="section" aria-label={intl.formatMessage({ id: 'exam.list.summary' })}>
        <Card.Body>
          <LoadState data={collect} lines={1} isEmpty={() => false} empty={null}>
            {(c) => (
              <SimpleGrid columns={{ base: 2, md: 4 }} gap="6">
                <Stat label={<FormattedMessage id="exam.list.total" />}>{c.totalCount}</Stat>
                <Stat label={<FormattedMessage id="exam.list.passed" />}>{c.passedCount}</Stat>
                <Stat label={<FormattedMessage id="exam.list.average" />}>
                  {c.averageScore === null ? (
                    <FormattedMessage id="exam.list.noAverage" />
                  ) : (
                    <FormattedMessage id="exam.result.points" values={{ score: c.averageScore }} />
                  )}
                </Stat>
                <Stat label={<FormattedMessage id="exam.list.attemptCount" />}>{c.attemptCount}</Stat>
              </SimpleGrid>
            )}
          </LoadState>
        </Card.Body>
      </Card.Root>

      <Card.Root rounded="l3">
        <Card.Body gap="4">
          <TabNav label={intl.formatMessage({ id: 'exam.list.tabs' })}>
            {TABS.map((tab) => {
              const current = tab === status;
              const count = countOf(tab);
              return (
                <TabLink
                  key={tab ?? 'all'}
                  to="/{-$locale}/account/exam/{-$id}"
                  params={{ locale, id: tab === undefined ? undefined : String(tab) }}
                  current={current}
                >
                  {tab === undefined ? (
                    <FormattedMessage id="exam.list.all" />
                  ) : (
                    <FormattedMessage id={statusLabelKey(tab)} />
                  )}
                  {count === undefined ? null : (
                    <FormattedMessage id="exam.list.tabCount" values={{ count }} />
                  )}
                </TabLink>
              );
            })}
          </TabNav>
          <LoadState
            data={list}
            lines={4}
            isEmpty={(p) => p.list.length === 0}
            empty={<FormattedMessage id="exam.list.empty" />}
          >
            {(p) => (
              <Box as="ul" listStyle="none" aria-label={intl.formatMessage({ id: 'exam.list.heading' })}>
                {p.list.map((exam) => (
                  <ExamRow key={exam.id} exam={exam} now={now} />
                ))}
              </Box>
            )}
          </LoadState>
          <Pager page={page} totalPage={list.data?.totalPage ?? 0} onPage={toPage} />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
