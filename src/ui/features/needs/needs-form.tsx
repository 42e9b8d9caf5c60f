import { Box, Button, Flex, Grid, HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { NeedsTopic } from '../../../../contract/training-needs';
import {
  NEEDS_CUSTOM_MAX,
  NEEDS_CUSTOM_NAME_MAX,
  NEEDS_REMARK_MAX,
  type NeedsForm,
  type NeedsPriority,
} from '../../../../contract/training-needs.routes';
import { textLength } from '../../../machines/training-needs/training-needs.rules';
import type {
  DraftCustom,
  DraftWish,
  NeedsDraft,
  NeedsProblem,
  NeedsProblems,
  TrainingNeedsEvent,
} from '../../../machines/training-needs/training-needs.types';
import { PlainInput } from '../../kit/chakra/plain-input';
import { PlainSelect } from '../../kit/chakra/plain-select';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { InfoAlert } from '../../kit/forms/info-alert';
import { NativeCheckbox } from '../../kit/forms/native-checkbox';
import { CourseLink } from './needs-answer';
import { FORMS, FORM_KEY, PRIORITIES, PRIORITY_KEY } from './needs-format';

/** Element ids the page moves focus to when a field keeps the answer from being sent. */
export const customElementId = (key: string) => `needs-custom-${key}`;
export const REMARKS_ELEMENT_ID = 'needs-remarks';

const PROBLEM_KEY: Record<NeedsProblem['kind'], string> = {
  required: 'account.needs.problem.required',
  tooLong: 'account.needs.problem.tooLong',
  duplicate: 'account.needs.problem.duplicate',
  listed: 'account.needs.problem.listed',
};

function ProblemText({ problem }: { problem: NeedsProblem }) {
  return (
    <FormattedMessage
      id={PROBLEM_KEY[problem.kind]}
      values={problem.kind === 'tooLong' ? { max: problem.max } : {}}
    />
  );
}

/** A topic's priority and form, two native selects named after the topic. */
function WishSelects({
  name,
  wish,
  onPriority,
  onForm,
}: {
  name: string;
  wish: DraftWish;
  onPriority: (priority: NeedsPriority) => void;
  onForm: (form: NeedsForm) => void;
}) {
  const intl = useIntl();
  // Two columns, each label above its select: they fit side by side on a phone in either language.
  return (
    <Grid
      templateColumns="repeat(2, minmax(0, 1fr))"
      gap="3"
      width={{ base: 'full', md: '64' }}
      flexShrink={0}
    >
      <Stack gap="1">
        <Text as="span" textStyle="xs" color="fg.muted" aria-hidden>
          <FormattedMessage id="account.needs.priorityLabel" />
        </Text>
        <PlainSelect
          width="full"
          bg="bg"
          aria-label={intl.formatMessage({ id: 'account.needs.priorityOf' }, { name })}
          value={String(wish.priority)}
          onChange={(e) => onPriority(Number(e.currentTarget.value) as NeedsPriority)}
        >
          {PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {intl.formatMessage({ id: PRIORITY_KEY[p] })}
            </option>
          ))}
        </PlainSelect>
      </Stack>
      <Stack gap="1">
        <Text as="span" textStyle="xs" color="fg.muted" aria-hidden>
          <FormattedMessage id="account.needs.formLabel" />
        </Text>
        <PlainSelect
          width="full"
          bg="bg"
          aria-label={intl.formatMessage({ id: 'account.needs.formOf' }, { name })}
          value={String(wish.form)}
          onChange={(e) => onForm(Number(e.currentTarget.value) as NeedsForm)}
        >
          {FORMS.map((f) => (
            <option key={f} value={f}>
              {intl.formatMessage({ id: FORM_KEY[f] })}
            </option>
          ))}
        </PlainSelect>
      </Stack>
    </Grid>
  );
}

function TopicOption({
  topic,
  wish,
  disabled,
  send,
}: {
  topic: NeedsTopic;
  wish: DraftWish | undefined;
  disabled: boolean;
  send: (event: TrainingNeedsEvent) => void;
}) {
  const id = useId();
  const ticked = wish !== undefined;
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderColor={ticked ? 'brand.muted' : 'border'}
      bg={ticked ? 'brand.subtle' : undefined}
      rounded="l2"
      px="3"
      py="2.5"
      data-testid="needs-topic"
      data-ticked={ticked}
    >
      <Flex
        gap="2"
        columnGap="4"
        direction={{ base: 'column', md: 'row' }}
        align={{ base: 'stretch', md: 'center' }}
      >
        <Stack gap="0.5" flex="1" minWidth="0">
          <chakra.label htmlFor={id} display="flex" gap="3" alignItems="flex-start" cursor="pointer">
            <NativeCheckbox
              checked={ticked}
              disabled={disabled}
              onToggle={() => send({ type: 'draft.toggle', topicId: topic.topicId })}
              mt="0.5"
              fieldProps={{ id }}
            />
            <Stack gap="0.5" minWidth="0">
              <Text fontWeight="medium">{topic.topicName}</Text>
              {topic.description ? (
                <Text textStyle="xs" color="fg.muted">
                  {topic.description}
                </Text>
              ) : null}
            </Stack>
          </chakra.label>
          <Box ps="8">
            <CourseLink topic={topic} />
          </Box>
        </Stack>
        {wish ? (
          <Box ps={{ base: '8', md: '0' }}>
            <WishSelects
              name={topic.topicName}
              wish={wish}
              onPriority={(priority) => send({ type: 'draft.priority', topicId: topic.topicId, priority })}
              onForm={(form) => send({ type: 'draft.form', topicId: topic.topicId, form })}
            />
          </Box>
        ) : null}
      </Flex>
    </Box>
  );
}

function CustomRow({
  custom,
  number,
  problem,
  send,
}: {
  custom: DraftCustom;
  number: number;
  problem: NeedsProblem | undefined;
  send: (event: TrainingNeedsEvent) => void;
}) {
  const intl = useIntl();
  const hintId = useId();
  const name = intl.formatMessage({ id: 'account.needs.custom.label' }, { number });
  return (
    <Box as="li" borderWidth="1px" rounded="l2" px="3" py="2.5" data-testid="needs-custom">
      <Flex
        gap="2"
        columnGap="4"
        direction={{ base: 'column', md: 'row' }}
        align={{ base: 'stretch', md: 'flex-start' }}
      >
        <Stack gap="1" flex="1" minWidth="0">
          <chakra.label htmlFor={customElementId(custom.key)} textStyle="xs" color="fg.muted">
            {name}
          </chakra.label>
          <HStack gap="2">
            <PlainInput
              id={customElementId(custom.key)}
              size="sm"
              bg="bg"
              aria-describedby={hintId}
              aria-invalid={problem ? true : undefined}
              borderColor={problem ? 'border.error' : undefined}
              placeholder={intl.formatMessage({ id: 'account.needs.custom.placeholder' })}
              value={custom.topicName}
              onChange={(e) => send({ type: 'draft.name', key: custom.key, topicName: e.target.value })}
            />
            <Button
              size="sm"
              variant="ghost"
              flexShrink={0}
              aria-label={intl.formatMessage({ id: 'account.needs.custom.removeOf' }, { number })}
              onClick={() => send({ type: 'draft.remove', key: custom.key })}
            >
              <FormattedMessage id="account.needs.custom.remove" />
            </Button>
          </HStack>
          <Text id={hintId} textStyle="xs" color={problem ? 'fg.error' : 'fg.subtle'}>
            {problem ? (
              <ProblemText problem={problem} />
            ) : (
              <FormattedMessage
                id="account.needs.length"
                values={{ count: textLength(custom.topicName), max: NEEDS_CUSTOM_NAME_MAX }}
              />
            )}
          </Text>
        </Stack>
        <WishSelects
          name={name}
          wish={custom}
          onPriority={(priority) => send({ type: 'draft.customPriority', key: custom.key, priority })}
          onForm={(form) => send({ type: 'draft.customForm', key: custom.key, form })}
        />
      </Flex>
    </Box>
  );
}

function Section({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <chakra.fieldset border="0" p="0" m="0" minWidth="0">
      <Heading as="legend" size="sm" p="0">
        {title}
      </Heading>
      <Text textStyle="xs" color="fg.muted" mt="0.5" mb="3">
        {hint}
      </Text>
      <Stack gap="3">{children}</Stack>
    </chakra.fieldset>
  );
}

export interface NeedsFormProps {
  topics: NeedsTopic[];
  draft: NeedsDraft;
  problems: NeedsProblems;
  /** The gateway's message of a refused or lost submission, as it worded it. */
  error: string | null;
  restored: boolean;
  submitting: boolean;
  /** There is a submitted answer to go back to. */
  canCancel: boolean;
  send: (event: TrainingNeedsEvent) => void;
  onSubmit: () => void;
}

/** The member's needs as they fill them in: suggested topics, their own, remarks. */
export function NeedsFormView({
  topics,
  draft,
  problems,
  error,
  restored,
  submitting,
  canCancel,
  send,
  onSubmit,
}: NeedsFormProps) {
  const intl = useIntl();
  const remarksHint = useId();
  const full = draft.customs.length >= NEEDS_CUSTOM_MAX;
  return (
    <Stack
      as="form"
      gap="6"
      aria-label={intl.formatMessage({ id: 'account.needs.yourNeeds' })}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {restored ? <InfoAlert message={<FormattedMessage id="account.needs.restored" />} /> : null}
      <Section
        title={intl.formatMessage({ id: 'account.needs.topics' })}
        hint={intl.formatMessage({ id: 'account.needs.topics.hint' })}
      >
        <Stack
          as="ul"
          gap="2"
          listStyle="none"
          aria-label={intl.formatMessage({ id: 'account.needs.topics' })}
        >
          {topics.map((t) => (
            <TopicOption
              key={t.topicId}
              topic={t}
              wish={draft.choices[t.topicId]}
              disabled={submitting}
              send={send}
            />
          ))}
        </Stack>
      </Section>

      <Section
        title={intl.formatMessage({ id: 'account.needs.customs' })}
        hint={intl.formatMessage(
          { id: 'account.needs.customs.hint' },
          { count: NEEDS_CUSTOM_MAX, max: NEEDS_CUSTOM_NAME_MAX },
        )}
      >
        {draft.customs.length > 0 ? (
          <Stack
            as="ul"
            gap="2"
            listStyle="none"
            aria-label={intl.formatMessage({ id: 'account.needs.customs' })}
          >
            {draft.customs.map((c, i) => (
              <CustomRow
                key={c.key}
                custom={c}
                number={i + 1}
                problem={problems.customs[c.key]}
                send={send}
              />
            ))}
          </Stack>
        ) : null}
        <HStack gap="3" wrap="wrap">
          <Button size="sm" variant="outline" disabled={full} onClick={() => send({ type: 'draft.add' })}>
            <FormattedMessage id="account.needs.custom.add" />
          </Button>
          {full ? (
            <Text textStyle="xs" color="fg.muted">
              <FormattedMessage id="account.needs.custom.full" values={{ count: NEEDS_CUSTOM_MAX }} />
            </Text>
          ) : null}
        </HStack>
      </Section>

      <Stack gap="1.5">
        <chakra.label htmlFor={REMARKS_ELEMENT_ID} fontWeight="semibold" textStyle="sm">
          <FormattedMessage id="account.needs.remarks" />
        </chakra.label>
        <chakra.textarea
          id={REMARKS_ELEMENT_ID}
          aria-describedby={remarksHint}
          aria-invalid={problems.remarks ? true : undefined}
          value={draft.remarks}
          onChange={(e) => send({ type: 'draft.remarks', remarks: e.target.value })}
          placeholder={intl.formatMessage({ id: 'account.needs.remarks.placeholder' })}
          rows={3}
          width="full"
          borderWidth="1px"
          borderColor={problems.remarks ? 'border.error' : 'border'}
          rounded="l2"
          px="3"
          py="2"
          bg="bg"
          textStyle="sm"
          resize="vertical"
          _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
        />
        <Text id={remarksHint} textStyle="xs" color={problems.remarks ? 'fg.error' : 'fg.subtle'}>
          {problems.remarks ? (
            <ProblemText problem={problems.remarks} />
          ) : (
            <FormattedMessage
              id="account.needs.length"
              values={{ count: textLength(draft.remarks), max: NEEDS_REMARK_MAX }}
            />
          )}
        </Text>
      </Stack>

      {error !== null ? (
        <ErrorAlert message={error || intl.formatMessage({ id: 'http.unknownError' })} />
      ) : null}
      <HStack gap="3" wrap="wrap">
        <Button type="submit" loading={submitting} minWidth="32">
          <FormattedMessage id="account.needs.submit" />
        </Button>
        {canCancel ? (
          <Button variant="ghost" disabled={submitting} onClick={() => send({ type: 'cancel' })}>
            <FormattedMessage id="account.needs.cancel" />
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );
}
