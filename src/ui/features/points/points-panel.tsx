import { Badge, Box, Button, Card, Grid, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useMachine, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PointsRecord, PointsSummary, SignMonth } from '../../../../contract/points';
import { PointsDirection } from '../../../../contract/points.routes';
import { createDailySignInImplementations } from '../../../machines/daily-sign-in/daily-sign-in.actors';
import { dailySignInMachine } from '../../../machines/daily-sign-in/daily-sign-in.machine';
import {
  selectCanSignIn,
  selectSignInError,
  selectSignInResult,
  selectSigned,
  selectSigning,
} from '../../../machines/daily-sign-in/daily-sign-in.selectors';
import { useHttp } from '../../kit/app/app-services';
import { actorOptions } from '../../kit/app/inspector';
import { LoadState } from '../../kit/app/load-state';
import { useSettled } from '../../kit/app/route-data';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { shortDateTime } from '../../kit/format/date-time';
import { Stat } from '../../kit/layout/stat';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { Pager } from '../../kit/navigation/pager';
import type { PointsData, PointsQuery } from './points-data';

/** Words of each rule and of entries no rule governs; an unknown code (a rule added later) shows as itself. */
const RULE_KEY: Record<string, string> = {
  sign_in: 'account.points.rule.sign_in',
  course_learned: 'account.points.rule.course_learned',
  exam_passed: 'account.points.rule.exam_passed',
  comment: 'account.points.rule.comment',
  post: 'account.points.rule.post',
  answer_accepted: 'account.points.rule.answer_accepted',
  opening: 'account.points.rule.opening',
  mall_exchange: 'account.points.rule.mall_exchange',
  mall_refund: 'account.points.rule.mall_refund',
};

function RuleName({ code }: { code: string }) {
  const key = RULE_KEY[code];
  return key ? <FormattedMessage id={key} /> : <>{code}</>;
}

const WEEK_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** The month as weeks from Monday: blanks before the first, then the day numbers. */
function monthCells(month: string): (number | null)[] {
  const [year, mon] = month.split('-').map(Number);
  const first = new Date(Date.UTC(year ?? 1970, (mon ?? 1) - 1, 1));
  const days = new Date(Date.UTC(year ?? 1970, mon ?? 1, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  return [...Array.from({ length: lead }, () => null), ...Array.from({ length: days }, (_, i) => i + 1)];
}

/** This month's calendar with the days signed, today's button, the streak and what tomorrow brings. */
function SignInCard({ month }: { month: SignMonth }) {
  const http = useHttp();
  const intl = useIntl();
  const router = useRouter();
  // Signed here: the balance, the ledger and the calendar are read again.
  const machine = useMemo(
    () => dailySignInMachine.provide(createDailySignInImplementations(http, () => void router.invalidate())),
    [http, router],
  );
  const [, send, actor] = useMachine(machine, {
    input: { signedToday: month.signedToday === 1, enabled: month.enabled === 1 },
    ...actorOptions(),
  });
  const canSignIn = useSelector(actor, selectCanSignIn);
  const signing = useSelector(actor, selectSigning);
  const signed = useSelector(actor, selectSigned);
  const result = useSelector(actor, selectSignInResult);
  const error = useSelector(actor, selectSignInError);
  const byDay = new Map(month.days.map((d) => [Number(d.day.slice(8, 10)), d]));
  const today = month.today.startsWith(month.month) ? Number(month.today.slice(8, 10)) : null;
  const [year, mon] = month.month.split('-').map(Number);
  return (
    <Card.Root rounded="l3" as="section" aria-labelledby="points-sign-in">
      <Card.Body gap="4">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="1">
            <Heading as="h3" size="md" id="points-sign-in">
              <FormattedMessage id="account.points.signIn.title" />
            </Heading>
            <Text textStyle="sm" color="fg.muted" data-testid="sign-in-streak">
              <FormattedMessage id="account.points.signIn.streak" values={{ days: month.streak }} />
            </Text>
            {month.enabled === 1 ? (
              <Text textStyle="sm" color="fg.muted">
                <FormattedMessage
                  id="account.points.signIn.tomorrow"
                  values={{ points: month.tomorrowPoints }}
                />
              </Text>
            ) : null}
          </Stack>
          {month.enabled === 0 ? (
            <Text textStyle="sm" color="fg.muted">
              <FormattedMessage id="account.points.signIn.disabled" />
            </Text>
          ) : signed ? (
            <Badge colorPalette="green" variant="subtle" size="lg" role="status">
              {result ? (
                <FormattedMessage id="account.points.signIn.done" values={{ points: result.points }} />
              ) : (
                <FormattedMessage id="account.points.signIn.signed" />
              )}
            </Badge>
          ) : (
            <Button
              colorPalette="brand"
              loading={signing}
              disabled={!canSignIn && !signing}
              onClick={() => send({ type: 'signIn' })}
            >
              <FormattedMessage id="account.points.signIn.button" values={{ points: month.todayPoints }} />
            </Button>
          )}
        </HStack>
        {error ? <ErrorAlert message={error} /> : null}
        <Stack gap="2">
          <Text fontWeight="medium" textStyle="sm">
            {intl.formatDate(new Date(Date.UTC(year ?? 1970, (mon ?? 1) - 1, 1)), {
              year: 'numeric',
              month: 'long',
              timeZone: 'UTC',
            })}
          </Text>
          <Grid
            templateColumns="repeat(7, minmax(0, 1fr))"
            gap="1"
            role="grid"
            aria-label={intl.formatMessage({ id: 'account.points.signIn.calendar' })}
          >
            {WEEK_KEYS.map((k) => (
              <Text key={k} textAlign="center" textStyle="xs" color="fg.muted" role="columnheader">
                <FormattedMessage id={`account.points.week.${k}`} />
              </Text>
            ))}
            {monthCells(month.month).map((n, i) => {
              if (n === null) return <Box key={`blank-${i}`} />;
              const got = byDay.get(n);
              const isToday = n === today;
              return (
                <Stack
                  key={n}
                  role="gridcell"
                  gap="0"
                  align="center"
                  py="1.5"
                  rounded="l2"
                  borderWidth={isToday ? '1px' : undefined}
                  borderColor="brand.solid"
                  bg={got ? 'brand.subtle' : undefined}
                  aria-current={isToday ? 'date' : undefined}
                  aria-label={intl.formatMessage(
                    { id: got ? 'account.points.signIn.dayDone' : 'account.points.signIn.day' },
                    { day: n, points: got?.points ?? 0 },
                  )}
                  data-signed={got ? 'true' : undefined}
                >
                  <Text textStyle="sm" fontWeight={isToday ? 'semibold' : undefined} aria-hidden>
                    {n}
                  </Text>
                  {/* Held open on the days not signed, so every row of the calendar is as tall. */}
                  <Text textStyle="2xs" color="brand.fg" aria-hidden minHeight="1lh">
                    {got
                      ? intl.formatMessage({ id: 'account.points.rule.points' }, { points: got.points })
                      : null}
                  </Text>
                </Stack>
              );
            })}
          </Grid>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function Balance({ summary }: { summary: PointsSummary }) {
  const intl = useIntl();
  return (
    <Card.Root rounded="l3" as="section" aria-labelledby="points-balance">
      <Card.Body gap="4">
        <Heading as="h3" size="md" id="points-balance" srOnly>
          <FormattedMessage id="account.points.balance" />
        </Heading>
        <SimpleGrid columns={3} gap="4" data-testid="points-figures">
          <Stat size="lg" label={<FormattedMessage id="account.points.balance" />}>
            {intl.formatNumber(summary.balance)}
          </Stat>
          <Stat size="lg" label={<FormattedMessage id="account.points.earned" />}>
            {intl.formatNumber(summary.earnedTotal)}
          </Stat>
          <Stat size="lg" label={<FormattedMessage id="account.points.spent" />}>
            {intl.formatNumber(summary.spentTotal)}
          </Stat>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

/** How points are earned here, and what each rule gave today against its daily cap. */
function Rules({ summary }: { summary: PointsSummary }) {
  const intl = useIntl();
  return (
    <Card.Root rounded="l3" as="section" aria-labelledby="points-rules">
      <Card.Body gap="3">
        <Heading as="h3" size="md" id="points-rules">
          <FormattedMessage id="account.points.rules" />
        </Heading>
        <Stack as="ul" listStyle="none" gap="0" aria-labelledby="points-rules">
          {summary.rules.map((r) => (
            <HStack
              as="li"
              key={r.ruleCode}
              justify="space-between"
              gap="3"
              py="2"
              borderBottomWidth="1px"
              _last={{ borderBottomWidth: 0 }}
              opacity={r.statusId === 1 ? 1 : 0.6}
            >
              <Stack gap="0" minWidth="0">
                <Text fontWeight="medium">
                  <RuleName code={r.ruleCode} />
                </Text>
                <Text textStyle="xs" color="fg.muted">
                  {r.statusId === 0 ? (
                    <FormattedMessage id="account.points.rule.off" />
                  ) : r.streakEvery > 0 ? (
                    <FormattedMessage
                      id="account.points.rule.streak"
                      values={{ every: r.streakEvery, bonus: r.streakBonus }}
                    />
                  ) : r.dailyCap === null ? (
                    <FormattedMessage id="account.points.rule.noCap" />
                  ) : (
                    <FormattedMessage
                      id="account.points.rule.today"
                      values={{ earned: r.earnedToday, cap: r.dailyCap }}
                    />
                  )}
                </Text>
              </Stack>
              <Text fontWeight="semibold" color="brand.fg" flexShrink={0}>
                {intl.formatMessage({ id: 'account.points.rule.points' }, { points: r.points })}
              </Text>
            </HStack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function RecordRow({ record }: { record: PointsRecord }) {
  const intl = useIntl();
  const earned = record.amount >= 0;
  return (
    <HStack
      as="li"
      justify="space-between"
      gap="3"
      py="2.5"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
    >
      <Stack gap="0" minWidth="0">
        <Text fontWeight="medium">
          <RuleName code={record.ruleCode} />
        </Text>
        <Text textStyle="xs" color="fg.muted">
          {shortDateTime(record.gmtCreate)}
        </Text>
      </Stack>
      <Stack gap="0" align="flex-end" flexShrink={0}>
        <Text fontWeight="semibold" color={earned ? 'green.fg' : 'red.fg'} data-testid="points-amount">
          {intl.formatNumber(record.amount, { signDisplay: 'always' })}
        </Text>
        <Text textStyle="xs" color="fg.muted">
          <FormattedMessage id="account.points.after" values={{ balance: record.balanceAfter }} />
        </Text>
      </Stack>
    </HStack>
  );
}

const DIRECTIONS = [
  { value: PointsDirection.all, key: 'account.points.tab.all' },
  { value: PointsDirection.earned, key: 'account.points.tab.earned' },
  { value: PointsDirection.spent, key: 'account.points.tab.spent' },
] as const;

/**
 * The account centre's "my points": the balance, today's sign-in with this month's calendar, how points are
 * earned, and the ledger behind the balance (every entry with the balance after it).
 */
export function PointsPanel({ data }: { data: PointsData }) {
  const intl = useIntl();
  const locale = useLocaleParam();
  const navigate = useNavigate();
  const summary = useSettled(data.summary);
  const month = useSettled(data.month);
  const records = useSettled(data.records);
  const { direction, page } = data.query;
  const show = (next: PointsQuery) =>
    void navigate({
      to: '/{-$locale}/account',
      params: { locale },
      search: {
        change: 10,
        state: next.direction === PointsDirection.all ? undefined : next.direction,
        page: next.page > 1 ? next.page : undefined,
      },
      resetScroll: false,
    });
  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        <FormattedMessage id="account.menu.points" />
      </Heading>
      <LoadState data={summary} lines={2} isEmpty={() => false} empty={null}>
        {(s) => <Balance summary={s} />}
      </LoadState>
      <LoadState data={month} lines={4} isEmpty={() => false} empty={null}>
        {(m) => <SignInCard key={m.today} month={m} />}
      </LoadState>
      <LoadState data={summary} lines={3} isEmpty={() => false} empty={null}>
        {(s) => <Rules summary={s} />}
      </LoadState>
      <Card.Root rounded="l3" as="section" aria-labelledby="points-records">
        <Card.Body gap="3">
          <HStack justify="space-between" gap="3" wrap="wrap">
            <Heading as="h3" size="md" id="points-records">
              <FormattedMessage id="account.points.records" />
            </Heading>
            <HStack gap="2" role="group" aria-label={intl.formatMessage({ id: 'account.points.tab.label' })}>
              {DIRECTIONS.map((d) => (
                <Button
                  key={d.key}
                  size="xs"
                  variant={direction === d.value ? 'solid' : 'outline'}
                  aria-pressed={direction === d.value}
                  onClick={() => show({ direction: d.value, page: 1 })}
                >
                  <FormattedMessage id={d.key} />
                </Button>
              ))}
            </HStack>
          </HStack>
          <LoadState
            data={records}
            lines={4}
            isEmpty={(p) => p.list.length === 0}
            empty={
              <Text color="fg.muted" textAlign="center" py="6">
                <FormattedMessage id="account.points.empty" />
              </Text>
            }
          >
            {(p) => (
              <Stack as="ul" listStyle="none" gap="0" aria-labelledby="points-records">
                {p.list.map((r) => (
                  <RecordRow key={r.id} record={r} />
                ))}
              </Stack>
            )}
          </LoadState>
          <Pager
            page={page}
            totalPage={records.data?.totalPage ?? 0}
            onPage={(next) => show({ direction, page: next })}
          />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
