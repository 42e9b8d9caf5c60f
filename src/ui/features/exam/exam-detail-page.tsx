import { Badge, Box, Button, Card, Flex, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Avatar } from '../../kit/media/avatar';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ExamRecordDetail, ExamScoreRankItem } from '../../../../contract/exam';
import { ExamStatus } from '../../../../contract/exam.routes';
import { AttemptState } from '../../../../contract/exam-paper.routes';
import { useSettled } from '../../kit/app/route-data';
import { shortDateTime } from '../../kit/format/date-time';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { LoadState } from '../../kit/app/load-state';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import { ExamActionButton } from './exam-action-button';
import { attemptsIfFailed, examActionOf } from './exam-actions';
import { AwaitingAttemptsNote } from './awaiting-attempts-note';
import { STATUS_PALETTE, finishReasonKey, statusLabelKey } from './exam-format';
import { idParam } from '../../kit/navigation/id-param';
import type { ExamDetailCards, ExamDetailData } from './exam-detail-data';

function Rule({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="0.5" as="div">
      <Text as="dt" textStyle="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium">
        {children}
      </Text>
    </Stack>
  );
}

function Rules({ exam }: { exam: ExamRecordDetail }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 1, sm: 2, md: 3 }} gap="5">
      <Rule label={<FormattedMessage id="exam.rules.duration" />}>
        <FormattedMessage id="home.exams.duration" values={{ minutes: exam.duration }} />
      </Rule>
      <Rule label={<FormattedMessage id="exam.rules.window" />}>
        <FormattedMessage
          id="exam.rules.windowRange"
          values={{ start: shortDateTime(exam.startTime), end: shortDateTime(exam.endTime) }}
        />
      </Rule>
      <Rule label={<FormattedMessage id="exam.rules.passScore" />}>
        <FormattedMessage
          id="exam.rules.passOfTotal"
          values={{ pass: exam.passScore, total: exam.totalScore }}
        />
      </Rule>
      <Rule label={<FormattedMessage id="exam.rules.attemptsLeft" />}>
        <FormattedMessage
          id="exam.rules.attemptsOfLimit"
          values={{ left: exam.attemptsLeft, limit: exam.attemptLimit }}
        />
      </Rule>
      <Rule label={<FormattedMessage id="exam.rules.switchLimit" />}>
        {exam.switchLimit > 0 ? (
          <FormattedMessage id="exam.rules.switchTimes" values={{ count: exam.switchLimit }} />
        ) : (
          <FormattedMessage id="exam.rules.switchFree" />
        )}
      </Rule>
      <Rule label={<FormattedMessage id="exam.rules.answers" />}>
        {exam.showAnswer === 1 ? (
          <FormattedMessage id="exam.rules.answersShown" />
        ) : (
          <FormattedMessage id="exam.rules.answersHidden" />
        )}
      </Rule>
    </SimpleGrid>
  );
}

function Overview({ exam, now }: { exam: ExamRecordDetail; now: number }) {
  return (
    <Card.Root rounded="l3">
      <Card.Body gap="6">
        <Flex gap="4" justify="space-between" wrap="wrap" align="flex-start">
          <Stack gap="2" minWidth="0">
            <HStack gap="3" wrap="wrap">
              <Heading as="h1" size="2xl">
                {exam.examName}
              </Heading>
              <Badge colorPalette={STATUS_PALETTE[exam.examStatus]} variant="subtle" size="lg">
                <FormattedMessage id={statusLabelKey(exam.examStatus)} />
              </Badge>
            </HStack>
            {exam.score !== null ? (
              <Text color="fg.muted">
                <FormattedMessage id="exam.list.bestScore" values={{ score: exam.score }} />
              </Text>
            ) : null}
            {exam.examStatus === ExamStatus.awaitingMarking ? (
              // No button and "attempts left 0" would read like a fault: say why, and what follows.
              <Text color="fg.muted" textStyle="sm" maxWidth="2xl">
                <AwaitingAttemptsNote attemptsLeft={attemptsIfFailed(exam, now)} />
              </Text>
            ) : null}
          </Stack>
          <ExamActionButton
            action={examActionOf(exam, now)}
            examId={exam.examId}
            startTime={exam.startTime}
            size="lg"
          />
        </Flex>
        <Rules exam={exam} />
        {exam.description.trim() ? (
          <Stack gap="2">
            <Heading as="h2" size="sm">
              <FormattedMessage id="exam.rules.notes" />
            </Heading>
            <Text color="fg.muted" whiteSpace="pre-line">
              {exam.description}
            </Text>
          </Stack>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

function Papers({ examId, papers }: { examId: string; papers: ExamDetailCards['papers'] }) {
  const intl = useIntl();
  const locale = useLocaleParam();
  const data = useSettled(papers);
  return (
    <Card.Root rounded="l3" as="section" aria-labelledby="exam-detail-papers">
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h2" size="md" id="exam-detail-papers">
            <FormattedMessage id="exam.detail.papers" />
          </Heading>
          {data.data && data.data.totalCount > 0 ? (
            <Button asChild size="xs" variant="ghost">
              <RouterLink
                to="/{-$locale}/account/exam/record"
                params={{ locale }}
                search={{ examId: idParam(examId) }}
              >
                <FormattedMessage id="exam.detail.allPapers" values={{ count: data.data.totalCount }} />
              </RouterLink>
            </Button>
          ) : null}
        </HStack>
      </Card.Header>
      <Card.Body>
        <LoadState
          data={data}
          lines={2}
          isEmpty={(p) => p.list.length === 0}
          empty={<FormattedMessage id="exam.records.empty" />}
        >
          {(p) => (
            <Stack
              as="ul"
              listStyle="none"
              gap="0"
              aria-label={intl.formatMessage({ id: 'exam.detail.papers' })}
            >
              {p.list.map((paper) => {
                const reason = finishReasonKey(paper.finishReason);
                return (
                  <Flex
                    as="li"
                    key={paper.id}
                    py="3"
                    gap="3"
                    justify="space-between"
                    align="center"
                    borderBottomWidth="1px"
                    _last={{ borderBottomWidth: 0 }}
                    wrap="wrap"
                  >
                    <Stack gap="0.5">
                      <Text textStyle="sm">
                        <FormattedMessage
                          id="exam.detail.paperStarted"
                          values={{ time: shortDateTime(paper.startTime) }}
                        />
                      </Text>
                      {reason ? (
                        <Text textStyle="xs" color="fg.muted">
                          <FormattedMessage id={reason} />
                        </Text>
                      ) : null}
                    </Stack>
                    <HStack gap="3">
                      <Text fontWeight="semibold">
                        {paper.score !== null ? (
                          <FormattedMessage id="exam.result.points" values={{ score: paper.score }} />
                        ) : (
                          <FormattedMessage id={`exam.attemptState.${paper.state}`} />
                        )}
                      </Text>
                      {paper.state === AttemptState.answering ? null : (
                        <Button asChild size="xs" variant="outline">
                          <RouterLink
                            to="/{-$locale}/account/exam/examSuccess"
                            params={{ locale }}
                            search={{ id: idParam(paper.id) }}
                            aria-label={intl.formatMessage(
                              { id: 'exam.records.viewResultOf' },
                              { time: shortDateTime(paper.startTime) },
                            )}
                          >
                            <FormattedMessage id="exam.records.viewResult" />
                          </RouterLink>
                        </Button>
                      )}
                    </HStack>
                  </Flex>
                );
              })}
            </Stack>
          )}
        </LoadState>
      </Card.Body>
    </Card.Root>
  );
}

function RankRow({ item, own }: { item: ExamScoreRankItem; own: boolean }) {
  const minutes = Math.max(1, Math.round(item.usedSeconds / 60));
  return (
    <HStack
      as="li"
      gap="3"
      py="2"
      px="2"
      rounded="l2"
      bg={own ? 'brand.subtle' : undefined}
      aria-current={own ? 'true' : undefined}
    >
      <Text
        width="6"
        textAlign="center"
        fontWeight="semibold"
        color={item.rank <= 3 ? 'orange.fg' : 'fg.muted'}
      >
        {item.rank}
      </Text>
      <Avatar.Root size="xs">
        <Avatar.Fallback name={item.name} />
        {item.headPortrait ? <Avatar.Image src={item.headPortrait} alt="" /> : null}
      </Avatar.Root>
      <Stack gap="0" flex="1" minWidth="0">
        <Text textStyle="sm" truncate>
          {item.name}
          {own ? (
            <Text as="span" color="brand.fg" ms="1">
              <FormattedMessage id="exam.rank.me" />
            </Text>
          ) : null}
        </Text>
        <Text textStyle="xs" color="fg.muted" truncate>
          {item.department}
        </Text>
      </Stack>
      <Stack gap="0" align="flex-end">
        <Text textStyle="sm" fontWeight="semibold">
          <FormattedMessage id="exam.result.points" values={{ score: item.score }} />
        </Text>
        <Text textStyle="xs" color="fg.muted">
          <FormattedMessage id="exam.rank.minutes" values={{ minutes }} />
        </Text>
      </Stack>
    </HStack>
  );
}

function Ranking({ cards }: { cards: ExamDetailCards }) {
  const intl = useIntl();
  const takers = useSettled(cards.takers);
  const rank = useSettled(cards.rank);
  return (
    <Card.Root rounded="l3" as="section" aria-labelledby="exam-detail-rank">
      <Card.Header>
        <Heading as="h2" size="md" id="exam-detail-rank">
          <FormattedMessage id="exam.rank.title" />
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        {takers.data ? (
          <Text textStyle="sm" color="fg.muted">
            <FormattedMessage
              id="exam.rank.takers"
              values={{
                assigned: takers.data.assignedCount,
                started: takers.data.startedCount,
                handedIn: takers.data.handedInCount,
              }}
            />
          </Text>
        ) : null}
        <LoadState
          data={rank}
          lines={3}
          isEmpty={(r) => r.list.length === 0}
          empty={<FormattedMessage id="exam.rank.empty" />}
        >
          {(r) => {
            const mine = r.mine;
            const mineListed = mine !== null && r.list.some((i) => i.userId === mine.userId);
            return (
              <Stack gap="3">
                <Box as="ol" listStyle="none" aria-label={intl.formatMessage({ id: 'exam.rank.title' })}>
                  {r.list.map((item) => (
                    <RankRow key={item.userId} item={item} own={item.userId === mine?.userId} />
                  ))}
                </Box>
                {mine && !mineListed ? (
                  <Box
                    as="ol"
                    listStyle="none"
                    borderTopWidth="1px"
                    pt="2"
                    aria-label={intl.formatMessage({ id: 'exam.rank.mine' })}
                  >
                    <RankRow item={mine} own />
                  </Box>
                ) : null}
                <Text textStyle="sm" color="fg.muted">
                  {mine ? (
                    <FormattedMessage
                      id="exam.rank.place"
                      values={{ rank: mine.rank, total: r.totalCount }}
                    />
                  ) : (
                    <FormattedMessage id="exam.rank.unplaced" values={{ total: r.totalCount }} />
                  )}
                </Text>
              </Stack>
            );
          }}
        </LoadState>
      </Card.Body>
    </Card.Root>
  );
}

/** `/account/exam/detail?id=<record id>`: an exam's rules, the learner's papers, its ranking and takers. */
export function ExamDetailPage({ data: loaded }: { data: ExamDetailData }) {
  const intl = useIntl();
  const [now] = useState(() => Date.now());
  const data = useSettled(loaded.exam);
  const { cards } = loaded;
  useDocumentTitle(data.data?.examName ?? intl.formatMessage({ id: 'exam.detail.pageTitle' }));
  return (
    <LoadState data={data} lines={6} isEmpty={() => false} empty={null}>
      {(exam) => (
        <Stack gap="6">
          <Overview exam={exam} now={now} />
          {cards ? (
            <Flex gap="6" direction={{ base: 'column', lg: 'row' }} align="flex-start">
              <Box flex="1" minWidth="0" width="full">
                <Papers examId={exam.examId} papers={cards.papers} />
              </Box>
              <Box width={{ base: 'full', lg: '96' }} flexShrink={0}>
                <Ranking cards={cards} />
              </Box>
            </Flex>
          ) : null}
        </Stack>
      )}
    </LoadState>
  );
}
