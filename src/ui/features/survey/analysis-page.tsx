import {
  Badge,
  Box,
  Button,
  Card,
  Grid,
  HStack,
  Heading,
  Skeleton,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { QuestionResult, SurveyAnalysis } from '../../../../contract/survey';
import { QuestionType } from '../../../../contract/survey.routes';
import { idParam } from '../../kit/navigation/id-param';
import { useSettled, type Settled } from '../../kit/app/route-data';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { InfoAlert } from '../../kit/forms/info-alert';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import type { AnalysisData } from './analysis-data';
import type { ChartSpec } from './chart-draw';
import { PALETTE } from './chart-palette';
import { ResultChart } from './result-chart';
import { MySurveysLink } from './survey-links';

type ChoiceResult = Extract<QuestionResult, { options: unknown }>;
type RatingResult = Extract<QuestionResult, { distribution: unknown }>;
type TextResult = Extract<QuestionResult, { texts: unknown }>;

const percent = (intl: IntlShape, share: number) =>
  intl.formatNumber(share, { style: 'percent', maximumFractionDigits: 1 });

const cell = {
  px: '3',
  py: '2',
  borderBottomWidth: '1px',
  borderColor: 'border',
  textAlign: 'start',
} as const;
const numberCell = {
  ...cell,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
} as const;

/** The numbers of a chart as a table: what screen readers read, and what anyone can copy. */
function TallyTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string;
  rows: { label: ReactNode; count: number; share: number }[];
}) {
  const intl = useIntl();
  return (
    <Box overflowX="auto">
      <chakra.table width="full" textStyle="sm" css={{ borderCollapse: 'collapse' }}>
        <chakra.caption textAlign="start" color="fg.muted" pb="2" css={{ captionSide: 'top' }}>
          {caption}
        </chakra.caption>
        <thead>
          <tr>
            <chakra.th scope="col" {...cell} fontWeight="semibold">
              {head}
            </chakra.th>
            <chakra.th scope="col" {...numberCell} fontWeight="semibold">
              <FormattedMessage id="survey.result.count" />
            </chakra.th>
            <chakra.th scope="col" {...numberCell} fontWeight="semibold">
              <FormattedMessage id="survey.result.share" />
            </chakra.th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              <chakra.th scope="row" {...cell} fontWeight="normal">
                {row.label}
              </chakra.th>
              <chakra.td {...numberCell}>{row.count}</chakra.td>
              <chakra.td {...numberCell}>{percent(intl, row.share)}</chakra.td>
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}

function tooltips(intl: IntlShape, rows: { count: number; share: number }[]): string[] {
  return rows.map((r) =>
    intl.formatMessage({ id: 'survey.result.tooltip' }, { count: r.count, share: percent(intl, r.share) }),
  );
}

function ChoiceBody({ result }: { result: ChoiceResult }) {
  const intl = useIntl();
  const labels = result.options.map((o) => `${o.optionKey}. ${o.content}`);
  // A single choice among a few options reads best as parts of a whole; more, or several choices each, as bars.
  const doughnut = result.questionType === QuestionType.single && result.options.length <= 6;
  const spec: ChartSpec = {
    kind: doughnut ? 'doughnut' : 'bars',
    labels,
    values: result.options.map((o) => o.count),
    tooltips: tooltips(intl, result.options),
  };
  return (
    <Grid templateColumns={{ base: '1fr', md: doughnut ? '14rem 1fr' : '1fr' }} gap="5" alignItems="center">
      <ResultChart
        spec={spec}
        height={doughnut ? '14rem' : `${Math.max(8, result.options.length * 2.5)}rem`}
      />
      <TallyTable
        caption={intl.formatMessage(
          {
            id:
              result.questionType === QuestionType.multiple
                ? 'survey.result.multipleCaption'
                : 'survey.result.choiceCaption',
          },
          { count: result.answeredCount },
        )}
        head={intl.formatMessage({ id: 'survey.result.option' })}
        rows={result.options.map((o, i) => ({
          label: (
            <HStack gap="2">
              {doughnut ? (
                <Box
                  as="span"
                  width="3"
                  height="3"
                  rounded="full"
                  flexShrink={0}
                  bg={PALETTE[i % PALETTE.length]}
                  aria-hidden="true"
                />
              ) : null}
              <span>{labels[i]}</span>
            </HStack>
          ),
          count: o.count,
          share: o.share,
        }))}
      />
    </Grid>
  );
}

/** A score scale's numbers as a table with one column per score: short, however long the scale. */
function RatingTable({ result, caption }: { result: RatingResult; caption: string }) {
  const intl = useIntl();
  return (
    <Box overflowX="auto">
      <chakra.table width="full" textStyle="sm" css={{ borderCollapse: 'collapse', tableLayout: 'fixed' }}>
        <chakra.caption textAlign="start" color="fg.muted" pb="2" css={{ captionSide: 'top' }}>
          {caption}
        </chakra.caption>
        <thead>
          <tr>
            <chakra.th scope="row" {...cell} fontWeight="semibold">
              <FormattedMessage id="survey.result.score" />
            </chakra.th>
            {result.distribution.map((d) => (
              <chakra.th key={d.score} scope="col" {...numberCell} fontWeight="semibold">
                {d.score}
              </chakra.th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <chakra.th scope="row" {...cell} fontWeight="normal">
              <FormattedMessage id="survey.result.count" />
            </chakra.th>
            {result.distribution.map((d) => (
              <chakra.td key={d.score} {...numberCell}>
                {d.count}
              </chakra.td>
            ))}
          </tr>
          <tr>
            <chakra.th scope="row" {...cell} fontWeight="normal">
              <FormattedMessage id="survey.result.share" />
            </chakra.th>
            {result.distribution.map((d) => (
              <chakra.td key={d.score} {...numberCell}>
                {percent(intl, d.share)}
              </chakra.td>
            ))}
          </tr>
        </tbody>
      </chakra.table>
    </Box>
  );
}

function RatingBody({ result }: { result: RatingResult }) {
  const intl = useIntl();
  return (
    <Stack gap="4">
      <Text fontWeight="semibold">
        {result.mean === null ? (
          <FormattedMessage id="survey.result.noMean" />
        ) : (
          <FormattedMessage
            id="survey.result.mean"
            values={{
              mean: intl.formatNumber(result.mean, { maximumFractionDigits: 2 }),
              max: result.scaleMax,
            }}
          />
        )}
      </Text>
      <ResultChart
        height="12rem"
        spec={{
          kind: 'columns',
          labels: result.distribution.map((d) => String(d.score)),
          values: result.distribution.map((d) => d.count),
          tooltips: tooltips(intl, result.distribution),
        }}
      />
      <RatingTable
        result={result}
        caption={intl.formatMessage(
          { id: 'survey.result.ratingCaption' },
          { count: result.answeredCount, low: result.lowLabel, high: result.highLabel, max: result.scaleMax },
        )}
      />
    </Stack>
  );
}

function TextBody({ result, anonymous }: { result: TextResult; anonymous: boolean }) {
  const intl = useIntl();
  if (result.texts.length === 0) {
    return (
      <Text color="fg.muted">
        <FormattedMessage id="survey.result.noTexts" />
      </Text>
    );
  }
  return (
    <Stack gap="3">
      <Text textStyle="sm" color="fg.muted">
        <FormattedMessage
          id={anonymous ? 'survey.result.textsAnonymous' : 'survey.result.texts'}
          values={{ shown: result.texts.length, total: result.answeredCount }}
        />
      </Text>
      <Stack
        as="ul"
        gap="2"
        listStyle="none"
        aria-label={intl.formatMessage({ id: 'survey.result.textList' })}
      >
        {result.texts.map((t, i) => (
          <Box
            as="li"
            key={i}
            borderStartWidth="3px"
            borderColor="brand.muted"
            bg="bg.subtle"
            px="4"
            py="2.5"
            rounded="l1"
          >
            <Text whiteSpace="pre-wrap">{t.text}</Text>
            {t.userName ? (
              <Text textStyle="xs" color="fg.muted" mt="1">
                <FormattedMessage
                  id="survey.result.by"
                  values={{ name: t.userName, time: t.submitTime ?? '' }}
                />
              </Text>
            ) : null}
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}

function QuestionCard({
  result,
  number,
  anonymous,
}: {
  result: QuestionResult;
  number: number;
  anonymous: boolean;
}) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} rounded="l3">
      <Card.Header gap="1">
        <Heading as="h2" size="md" id={headingId}>
          <FormattedMessage id="survey.question.title" values={{ number, title: result.title }} />
        </Heading>
        <HStack gap="2" textStyle="sm" color="fg.muted">
          <Badge size="sm" variant="outline">
            <FormattedMessage id={`survey.type.${result.questionType}`} />
          </Badge>
          <span>
            <FormattedMessage id="survey.result.answered" values={{ count: result.answeredCount }} />
          </span>
        </HStack>
      </Card.Header>
      <Card.Body>
        {result.questionType === QuestionType.text ? (
          <TextBody result={result} anonymous={anonymous} />
        ) : result.questionType === QuestionType.rating ? (
          <RatingBody result={result} />
        ) : (
          <ChoiceBody result={result} />
        )}
      </Card.Body>
    </Card.Root>
  );
}

function Results({ analysis }: { analysis: SurveyAnalysis }) {
  const intl = useIntl();
  const rate = analysis.assignedCount === 0 ? 0 : analysis.responseCount / analysis.assignedCount;
  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          <FormattedMessage id="survey.result.heading" values={{ title: analysis.title }} />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage
            id="survey.result.summary"
            values={{
              count: analysis.responseCount,
              total: analysis.assignedCount,
              rate: percent(intl, rate),
            }}
          />
        </Text>
        {analysis.anonymous === 1 ? (
          <Text textStyle="sm" color="fg.muted">
            <FormattedMessage id="survey.result.anonymousNote" />
          </Text>
        ) : null}
      </Stack>
      {analysis.questions.map((q, i) => (
        <QuestionCard key={q.questionId} result={q} number={i + 1} anonymous={analysis.anonymous === 1} />
      ))}
    </Stack>
  );
}

function NoSurvey() {
  return <InfoAlert message={<FormattedMessage id="survey.missingId" />} />;
}

/** The results as read by the route's loader: the analysis, or why it is not shown with the way to the survey. */
function Analysis({ id, read }: { id: string; read: Settled<SurveyAnalysis> }) {
  const locale = useLocaleParam();
  const result = useSettled(read);
  return result.error !== null ? (
    <ErrorAlert
      message={result.error}
      action={
        <Button asChild size="sm" variant="outline">
          <RouterLink to="/{-$locale}/investigate/view" params={{ locale }} search={{ id: idParam(id) }}>
            <FormattedMessage id="survey.openSurvey" />
          </RouterLink>
        </Button>
      }
    />
  ) : result.loading || !result.data ? (
    <Stack gap="4" aria-busy="true">
      <Skeleton height="16" />
      <Skeleton height="64" />
      <Skeleton height="64" />
    </Stack>
  ) : (
    <Results analysis={result.data} />
  );
}

/** `/investigate/analyze/{id}`: a survey's results, for those who have answered it. */
export function AnalysisPage({ id, data }: { id: string | null; data: AnalysisData }) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'survey.result.pageTitle' }));
  return (
    <Stack gap="5" maxWidth="4xl" mx="auto" width="full">
      <MySurveysLink />
      {id === null || data.result === null ? <NoSurvey /> : <Analysis id={id} read={data.result} />}
    </Stack>
  );
}
