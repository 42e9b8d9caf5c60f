import { Badge, Box, Button, Card, HStack, Heading, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PracticalAnswerItem } from '../../../../contract/study-task';
import type { UploadedFile } from '../../../../contract/upload';
import { ContentStatus } from '../../../../contract/study-task.routes';
import { createPracticalMarkImplementations } from '../../../machines/practical-mark/practical-mark.actors';
import { practicalMarkMachine } from '../../../machines/practical-mark/practical-mark.machine';
import { selectMarking } from '../../../machines/practical-mark/practical-mark.selectors';
import { link } from '../../../services/api/upload';
import { useHttp } from '../../kit/app/app-services';
import { useSettled } from '../../kit/app/route-data';
import { Textarea } from '../../kit/chakra/textarea';
import { openFile } from '../../kit/files/open-file';
import { formatSize } from '../../kit/format/file-size';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { TabLink } from '../../kit/navigation/tab-link';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import { CardQueue } from './card-queue';
import type { PracticalData } from './practical-data';

/** An attachment of the answer: its name opens it through a short-lived link (assessors may open any). */
function Attachment({ file }: { file: UploadedFile }) {
  const http = useHttp();
  const [busy, setBusy] = useState(false);
  const open = () => {
    setBusy(true);
    link(http, { id: file.id })
      .then(({ url }) => openFile(url))
      // The client has shown the gateway's message.
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <HStack as="li" gap="2" borderWidth="1px" rounded="l2" px="3" py="1" minWidth="0">
      <Button variant="plain" size="sm" px="0" color="brand.fg" loading={busy} onClick={open} minWidth="0">
        <Text as="span" truncate>
          {file.fileName}
        </Text>
      </Button>
      <Text textStyle="xs" color="fg.muted" flexShrink={0}>
        {formatSize(file.fileSize)}
      </Text>
    </HStack>
  );
}

/** The mark form of one answer awaiting its mark; once marked, the page reads the queue again. */
function MarkForm({ answer, onMarked }: { answer: PracticalAnswerItem; onMarked: () => void }) {
  const http = useHttp();
  const intl = useIntl();
  const machine = useMemo(
    () => practicalMarkMachine.provide(createPracticalMarkImplementations(http)),
    [http],
  );
  const [snapshot, send] = useMachine(machine, { input: { id: answer.id } });
  const busy = selectMarking(snapshot);
  const { score, comment, scoreInvalid, error } = snapshot.context;
  const done = snapshot.status === 'done';
  // Marked: the queue is read again, and the answer moves to the marked tab.
  useEffect(() => {
    if (done) onMarked();
  }, [done, onMarked]);
  if (done) return null;
  const scoreId = `practical-score-${answer.id}`;
  const commentId = `practical-comment-${answer.id}`;
  return (
    <chakra.form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'submit' });
      }}
    >
      <Stack gap="3" borderTopWidth="1px" pt="3">
        {error ? <ErrorAlert message={error} /> : null}
        <HStack gap="3" align="flex-end" wrap="wrap">
          <Stack gap="1">
            <chakra.label htmlFor={scoreId} textStyle="sm" fontWeight="medium">
              <FormattedMessage id="crm.practical.score" />
            </chakra.label>
            <Input
              id={scoreId}
              width="28"
              inputMode="decimal"
              value={score}
              aria-invalid={scoreInvalid}
              aria-describedby={`${scoreId}-help`}
              onChange={(e) => send({ type: 'score', value: e.target.value })}
            />
          </Stack>
          <Text id={`${scoreId}-help`} textStyle="xs" color={scoreInvalid ? 'fg.error' : 'fg.muted'} pb="2">
            <FormattedMessage
              id={scoreInvalid ? 'crm.practical.scoreInvalid' : 'crm.practical.scoreHelp'}
              values={{ pass: answer.passScore ?? 60 }}
            />
          </Text>
        </HStack>
        <Stack gap="1">
          <chakra.label htmlFor={commentId} textStyle="sm" fontWeight="medium">
            <FormattedMessage id="crm.practical.comment" />
          </chakra.label>
          <Textarea
            id={commentId}
            rows={2}
            maxLength={500}
            value={comment}
            placeholder={intl.formatMessage({ id: 'crm.practical.commentPlaceholder' })}
            onChange={(e) => send({ type: 'comment', value: e.target.value })}
          />
        </Stack>
        <HStack>
          <Button type="submit" colorPalette="brand" size="sm" loading={busy}>
            <FormattedMessage id="crm.practical.submit" />
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}

function AnswerCard({ answer, onMarked }: { answer: PracticalAnswerItem; onMarked: () => void }) {
  const intl = useIntl();
  const awaiting = answer.status === ContentStatus.underway;
  const passed = answer.status === ContentStatus.done;
  return (
    <Card.Root
      as="li"
      rounded="l3"
      variant="outline"
      aria-label={intl.formatMessage(
        { id: 'crm.practical.answerOf' },
        { name: answer.name, content: answer.contentName },
      )}
    >
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="0.5" minWidth="0">
            <Heading as="h2" size="sm" wordBreak="break-word">
              {answer.contentName}
            </Heading>
            <Text textStyle="xs" color="fg.muted" wordBreak="break-word">
              {answer.taskName}
            </Text>
          </Stack>
          {awaiting ? (
            <Badge colorPalette="orange" variant="subtle">
              <FormattedMessage id="crm.practical.awaiting" />
            </Badge>
          ) : (
            <Badge colorPalette={passed ? 'green' : 'red'} variant="solid">
              <FormattedMessage
                id={passed ? 'crm.practical.passed' : 'crm.practical.notPassed'}
                values={{ score: answer.score ?? 0 }}
              />
            </Badge>
          )}
        </HStack>
        <Text textStyle="sm">
          <FormattedMessage
            id="crm.practical.byLine"
            values={{ name: answer.name, phone: answer.phone, time: answer.submitTime }}
          />
        </Text>
        <Box
          bg="bg.muted"
          rounded="l2"
          px="3"
          py="2"
          whiteSpace="pre-wrap"
          wordBreak="break-word"
          textStyle="sm"
        >
          {answer.answerText === '' ? (
            <Text as="span" color="fg.muted">
              <FormattedMessage id="crm.practical.noText" />
            </Text>
          ) : (
            answer.answerText
          )}
        </Box>
        {answer.files.length > 0 && (
          <HStack
            as="ul"
            listStyle="none"
            gap="2"
            wrap="wrap"
            aria-label={intl.formatMessage({ id: 'crm.practical.files' })}
          >
            {answer.files.map((file) => (
              <Attachment key={file.id} file={file} />
            ))}
          </HStack>
        )}
        {awaiting ? (
          <MarkForm answer={answer} onMarked={onMarked} />
        ) : answer.comment !== '' ? (
          <Text textStyle="sm" color="fg.muted">
            <FormattedMessage id="crm.practical.commented" values={{ comment: answer.comment }} />
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The practical answers' queue: learners' answers to practical operation contents of the company's study tasks,
 * awaiting their mark (oldest first) or marked. An assessor reads the text, opens the attachments, and marks
 * each with a score and a comment; the gateway decides passed or not by the content's pass mark.
 */
export function PracticalPage({ marked, page, data }: { marked: 0 | 1; page: number; data: PracticalData }) {
  const intl = useIntl();
  const locale = useLocaleParam();
  const navigate = useNavigate();
  const router = useRouter();
  const list = useSettled(data.list);
  useDocumentTitle(intl.formatMessage({ id: 'crm.queue.practical' }));
  const reload = useCallback(() => void router.invalidate(), [router]);

  return (
    <CardQueue
      heading="crm.queue.practical"
      description="crm.queue.practical.description"
      filter={
        <HStack as="nav" aria-label={intl.formatMessage({ id: 'crm.practical.filter' })} gap="1" wrap="wrap">
          {([0, 1] as const).map((m) => (
            <TabLink
              key={m}
              to="/{-$locale}/crm/practical"
              params={{ locale }}
              search={{ marked: m === 1 ? 1 : undefined }}
              current={m === marked}
            >
              <FormattedMessage id={m === 1 ? 'crm.practical.tab.marked' : 'crm.practical.tab.awaiting'} />
            </TabLink>
          ))}
        </HStack>
      }
      list={list}
      empty={marked === 1 ? 'crm.practical.empty.marked' : 'crm.practical.empty.awaiting'}
      page={page}
      onPage={(p) =>
        void navigate({
          to: '/{-$locale}/crm/practical',
          params: { locale },
          search: { marked: marked === 1 ? 1 : undefined, page: p > 1 ? p : undefined },
        })
      }
    >
      {(answer) => <AnswerCard key={answer.id} answer={answer} onMarked={reload} />}
    </CardQueue>
  );
}
