import {
  Badge,
  Box,
  Button,
  Field,
  Flex,
  Grid,
  HStack,
  Input,
  Portal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AssessUserRow, Assessment } from '../../../../contract/offline-review';
import {
  ASSESS_COMMENT_MAX,
  ASSESS_FILES_MAX,
  ASSESS_SCORE_MAX,
  AssessResult,
} from '../../../../contract/offline-review.routes';
import { createAssessFormImplementations } from '../../../machines/assess-form/assess-form.actors';
import { assessFormMachine, assessScoreOf } from '../../../machines/assess-form/assess-form.machine';
import {
  selectBusy,
  selectLoadFailed,
  selectLoading,
  selectSaved,
  selectSaving,
  selectUploading,
} from '../../../machines/assess-form/assess-form.selectors';
import type { AssessFile } from '../../../machines/assess-form/assess-form.types';
import { offlineAttachmentLink } from '../../../services/api/offline-review';
import { link } from '../../../services/api/upload';
import { useHttp } from '../../kit/app/app-services';
import { actorOptions } from '../../kit/app/inspector';
import { LoadState } from '../../kit/app/load-state';
import { showToast } from '../../kit/app/toaster';
import { useSettled } from '../../kit/app/route-data';
import { Dialog } from '../../kit/chakra/dialog';
import { Textarea } from '../../kit/chakra/textarea';
import { FileRow, UploadProgress } from '../../kit/files/file-row';
import { openFile } from '../../kit/files/open-file';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { KeywordSearch } from '../../kit/forms/keyword-search';
import { Stat } from '../../kit/layout/stat';
import { Facts } from '../../kit/learning/learning-card';
import { Pager } from '../../kit/navigation/pager';
import {
  DIALOG_CONTENT,
  FilePicker,
  Refusal,
  RESULT_KEY,
  RESULT_PALETTE,
  Tile,
  useTeachSearch,
} from './lecturer-review-parts';
import type { LecturerReviewData, TeachSearch } from './lecturer-review-data';

/** Who is listed: everyone, those not assessed yet (`assessed=0`), those assessed (`assessed=1`). */
const FILTERS: readonly { assessed: 0 | 1 | undefined; key: string }[] = [
  { assessed: undefined, key: 'offline.teach.assess.filter.all' },
  { assessed: 0, key: 'offline.teach.assess.filter.pending' },
  { assessed: 1, key: 'offline.teach.assess.filter.done' },
];

/** The learner's employee number and department, where the company keeps them. */
function Who({ row }: { row: AssessUserRow }) {
  return (
    <>
      {row.empNo ? (
        <Text as="span" textStyle="xs" color="fg.muted">
          <FormattedMessage id="offline.teach.assess.empNo" values={{ empNo: row.empNo }} />
        </Text>
      ) : null}
      {row.department ? (
        <Text as="span" textStyle="xs" color="fg.muted">
          {row.department}
        </Text>
      ) : null}
    </>
  );
}

function AttendanceFacts({ row }: { row: AssessUserRow }) {
  const f = row.figures;
  return (
    <Facts>
      <Text as="span">
        <FormattedMessage
          id="offline.teach.assess.attendance"
          values={{ attended: f.present + f.late, sessions: f.sessions }}
        />
      </Text>
      {f.late + f.absent + f.leave > 0 ? (
        <Text as="span">
          <FormattedMessage
            id="offline.teach.assess.marks"
            values={{ late: f.late, absent: f.absent, leave: f.leave }}
          />
        </Text>
      ) : null}
    </Facts>
  );
}

function AssessRow({ row, onOpen }: { row: AssessUserRow; onOpen: () => void }) {
  const intl = useIntl();
  const assessed = row.result !== AssessResult.pending;
  return (
    <Grid
      as="li"
      aria-label={row.userName}
      templateColumns={{ base: 'minmax(0, 1fr) auto', md: 'minmax(0, 1fr) 9rem auto' }}
      alignItems="center"
      gap={{ base: '2', md: '4' }}
      py="3"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
    >
      <Stack gap="1" minWidth="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="medium">{row.userName}</Text>
          <Who row={row} />
        </HStack>
        <AttendanceFacts row={row} />
      </Stack>
      <HStack
        gap="2"
        justify={{ base: 'flex-end', md: 'flex-start' }}
        gridRow={{ base: 'span 2', md: 'auto' }}
      >
        <Badge colorPalette={RESULT_PALETTE[row.result]} variant="subtle" data-testid="assess-result">
          <FormattedMessage id={RESULT_KEY[row.result]} />
        </Badge>
        {row.score !== null ? (
          <Text fontWeight="semibold" textStyle="lg" data-testid="assess-score">
            {row.score}
          </Text>
        ) : null}
      </HStack>
      <Button
        size="xs"
        variant={assessed ? 'outline' : 'solid'}
        colorPalette="brand"
        justifySelf={{ base: 'start', md: 'end' }}
        aria-label={intl.formatMessage(
          { id: assessed ? 'offline.teach.assess.editOf' : 'offline.teach.assess.openOf' },
          { name: row.userName },
        )}
        onClick={onOpen}
      >
        <FormattedMessage id={assessed ? 'offline.teach.assess.edit' : 'offline.teach.assess.open'} />
      </Button>
    </Grid>
  );
}

/** The files of the form: saved ones open through the course's link for the learner, new ones through the uploader's. */
function FormFile({
  courseId,
  userId,
  file,
  onRemove,
}: {
  courseId: string;
  userId: string;
  file: AssessFile;
  onRemove: (() => void) | undefined;
}) {
  const http = useHttp();
  const intl = useIntl();
  const open = () =>
    (file.kept
      ? offlineAttachmentLink(http, { courseId, fileId: file.fileId, userId })
      : link(http, { id: file.fileId })
    ).then(({ url }) => openFile(url));
  return (
    <FileRow
      name={file.fileName}
      size={file.fileSize}
      open={open}
      onRemove={onRemove}
      removeLabel={intl.formatMessage({ id: 'offline.teach.file.removeOf' }, { name: file.fileName })}
      removeText={<FormattedMessage id="offline.teach.file.remove" />}
    />
  );
}

/** The assessment form of one learner, in a dialog that fills a phone's screen. */
function AssessDialog({
  courseId,
  row,
  passScore,
  onClose,
  onSaved,
}: {
  courseId: string;
  row: AssessUserRow;
  passScore: number;
  onClose: () => void;
  onSaved: (assessment: Assessment) => void;
}) {
  const http = useHttp();
  const intl = useIntl();
  const machine = useMemo(() => assessFormMachine.provide(createAssessFormImplementations(http)), [http]);
  const [snapshot, send] = useMachine(machine, {
    ...actorOptions(),
    input: { courseId, userId: row.userId, assessed: row.result !== AssessResult.pending },
  });
  const { score, comment, files, refusal, scoreInvalid, error } = snapshot.context;
  const loading = selectLoading(snapshot);
  const loadFailed = selectLoadFailed(snapshot);
  const busy = selectBusy(snapshot);
  const saving = selectSaving(snapshot);
  const uploading = selectUploading(snapshot);
  const saved = selectSaved(snapshot);
  const scoreRef = useRef<HTMLInputElement>(null);
  const formId = `assess-form-${row.userId}`;

  const done = useRef(false);
  useEffect(() => {
    if (!saved || done.current) return;
    done.current = true;
    onSaved(saved);
  }, [saved, onSaved]);

  const typed = assessScoreOf(score);
  const preview = typed === null ? null : typed >= passScore ? AssessResult.passed : AssessResult.failed;

  return (
    <Dialog.Root
      open
      placement="center"
      scrollBehavior="inside"
      size="lg"
      initialFocusEl={() => scoreRef.current}
      onOpenChange={(e) => {
        if (!e.open && !saving) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...DIALOG_CONTENT}>
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="offline.teach.form.title" values={{ name: row.userName }} />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {loading ? (
                <Stack gap="3" aria-busy="true">
                  <Skeleton height="10" rounded="l2" />
                  <Skeleton height="24" rounded="l2" />
                  <Skeleton height="10" rounded="l2" />
                </Stack>
              ) : loadFailed ? (
                <ErrorAlert
                  message={error}
                  action={
                    <Button
                      size="sm"
                      variant="outline"
                      alignSelf="center"
                      onClick={() => send({ type: 'retry' })}
                    >
                      <FormattedMessage id="app.retry" />
                    </Button>
                  }
                />
              ) : (
                <chakra.form
                  id={formId}
                  display="flex"
                  flexDirection="column"
                  gap="4"
                  noValidate
                  onSubmit={(e) => {
                    e.preventDefault();
                    send({ type: 'submit' });
                  }}
                >
                  <Facts>
                    <Who row={row} />
                    <Text as="span">
                      <FormattedMessage
                        id="offline.teach.assess.attendance"
                        values={{
                          attended: row.figures.present + row.figures.late,
                          sessions: row.figures.sessions,
                        }}
                      />
                    </Text>
                  </Facts>
                  <Field.Root invalid={scoreInvalid} required disabled={saving}>
                    <Field.Label>
                      <FormattedMessage id="offline.teach.form.score" values={{ max: ASSESS_SCORE_MAX }} />
                    </Field.Label>
                    <HStack gap="3" width="full">
                      <Input
                        ref={scoreRef}
                        inputMode="numeric"
                        autoComplete="off"
                        maxWidth="32"
                        value={score}
                        onChange={(e) => send({ type: 'score.change', value: e.currentTarget.value })}
                      />
                      {preview !== null && !scoreInvalid ? (
                        <Badge colorPalette={RESULT_PALETTE[preview]} variant="subtle" aria-live="polite">
                          <FormattedMessage id={RESULT_KEY[preview]} />
                        </Badge>
                      ) : null}
                    </HStack>
                    {scoreInvalid ? (
                      <Field.ErrorText>
                        <FormattedMessage
                          id="offline.teach.form.scoreInvalid"
                          values={{ max: ASSESS_SCORE_MAX }}
                        />
                      </Field.ErrorText>
                    ) : (
                      <Field.HelperText>
                        <FormattedMessage id="offline.teach.form.scoreHint" values={{ pass: passScore }} />
                      </Field.HelperText>
                    )}
                  </Field.Root>
                  <Field.Root disabled={saving}>
                    <Field.Label>
                      <FormattedMessage id="offline.teach.form.comment" />
                    </Field.Label>
                    <Textarea
                      value={comment}
                      rows={4}
                      maxLength={ASSESS_COMMENT_MAX}
                      placeholder={intl.formatMessage({ id: 'offline.teach.form.commentPlaceholder' })}
                      onChange={(e) => send({ type: 'comment.change', value: e.currentTarget.value })}
                    />
                    <Field.HelperText>
                      <FormattedMessage
                        id="offline.teach.form.count"
                        values={{ count: comment.length, max: ASSESS_COMMENT_MAX }}
                      />
                    </Field.HelperText>
                  </Field.Root>
                  <Stack gap="2">
                    <HStack gap="3" wrap="wrap">
                      <Text fontWeight="medium" textStyle="sm">
                        <FormattedMessage
                          id="offline.teach.form.files"
                          values={{ count: files.length, max: ASSESS_FILES_MAX }}
                        />
                      </Text>
                      <FilePicker
                        label={<FormattedMessage id="offline.teach.form.addFile" />}
                        disabled={busy || files.length >= ASSESS_FILES_MAX}
                        onPick={(file) => send({ type: 'file.pick', file })}
                        testId="assess-file"
                      />
                    </HStack>
                    <Text textStyle="xs" color="fg.muted">
                      <FormattedMessage id="offline.teach.file.rules" />
                    </Text>
                    {files.length > 0 ? (
                      <Stack
                        as="ul"
                        gap="1.5"
                        listStyleType="none"
                        aria-label={intl.formatMessage({ id: 'offline.teach.form.fileList' })}
                      >
                        {files.map((f) => (
                          <FormFile
                            key={f.fileId}
                            courseId={courseId}
                            userId={row.userId}
                            file={f}
                            onRemove={
                              busy ? undefined : () => send({ type: 'file.remove', fileId: f.fileId })
                            }
                          />
                        ))}
                      </Stack>
                    ) : null}
                    {uploading ? (
                      <UploadProgress
                        name={uploading.name}
                        fraction={uploading.fraction}
                        label={(values) => (
                          <FormattedMessage id="offline.teach.file.uploading" values={values} />
                        )}
                      />
                    ) : null}
                    <Refusal refusal={refusal} max={ASSESS_FILES_MAX} />
                  </Stack>
                  {error ? <ErrorAlert message={error} /> : null}
                </chakra.form>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={saving} onClick={onClose}>
                <FormattedMessage id="app.cancel" />
              </Button>
              <Button
                type="submit"
                form={formId}
                colorPalette="brand"
                loading={saving}
                disabled={loading || loadFailed || (busy && !saving)}
              >
                <FormattedMessage id="offline.teach.form.save" />
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * The course's learners to assess: how many are assessed and the pass score, a filter and a search, each
 * learner's attendance and result, and the form of one of them.
 */
export function AssessSection({
  courseId,
  list: read,
  search,
}: {
  courseId: string;
  list: NonNullable<LecturerReviewData['assess']>;
  search: TeachSearch;
}) {
  const intl = useIntl();
  const router = useRouter();
  const go = useTeachSearch();
  const [open, setOpen] = useState<AssessUserRow | null>(null);
  const list = useSettled(read);
  const filter = search.assessed;
  const keyword = search.keyword ?? '';
  // A new filter or keyword starts from the first page.
  const show = (next: TeachSearch) => go({ assessed: filter, keyword: search.keyword, ...next });
  const figures = list.data;
  const passScore = figures?.passScore ?? 0;
  const share = figures && figures.learnerCount > 0 ? figures.assessedCount / figures.learnerCount : 0;

  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
        <Tile>
          <Stat size="lg" label={<FormattedMessage id="offline.teach.assess.assessed" />}>
            {figures ? (
              <FormattedMessage
                id="offline.teach.assess.ofLearners"
                values={{ assessed: figures.assessedCount, learners: figures.learnerCount }}
              />
            ) : (
              <Skeleton as="span" display="inline-block" height="6" width="16" />
            )}
          </Stat>
          <Box height="1.5" mt="1.5" bg="bg.emphasized" rounded="full" overflow="hidden" aria-hidden="true">
            <Box height="full" bg="green.solid" style={{ width: `${Math.round(share * 100)}%` }} />
          </Box>
        </Tile>
        <Tile>
          <Stat size="lg" label={<FormattedMessage id="offline.teach.assess.filter.pending" />}>
            {figures ? (
              figures.learnerCount - figures.assessedCount
            ) : (
              <Skeleton as="span" display="inline-block" height="6" width="10" />
            )}
          </Stat>
        </Tile>
        <Tile>
          <Stat size="lg" label={<FormattedMessage id="offline.teach.assess.passScore" />}>
            {figures ? (
              figures.passScore
            ) : (
              <Skeleton as="span" display="inline-block" height="6" width="10" />
            )}
          </Stat>
        </Tile>
      </SimpleGrid>
      <Flex
        gap="3"
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ md: 'center' }}
      >
        <HStack
          role="group"
          aria-label={intl.formatMessage({ id: 'offline.teach.assess.filterLabel' })}
          gap="1"
          bg="bg.muted"
          p="1"
          rounded="l2"
          alignSelf={{ base: 'stretch', md: 'auto' }}
        >
          {FILTERS.map((f) => (
            <Button
              key={f.key}
              size="xs"
              flex={{ base: '1', md: 'initial' }}
              variant={filter === f.assessed ? 'solid' : 'ghost'}
              colorPalette={filter === f.assessed ? 'brand' : 'gray'}
              aria-pressed={filter === f.assessed}
              onClick={() => show({ assessed: f.assessed })}
            >
              <FormattedMessage id={f.key} />
            </Button>
          ))}
        </HStack>
        <KeywordSearch
          // A keyword from the address (back, a link) starts the box anew.
          key={keyword}
          label={intl.formatMessage({ id: 'offline.teach.assess.search' })}
          placeholder={intl.formatMessage({ id: 'offline.teach.assess.searchPlaceholder' })}
          initial={keyword}
          submit={<FormattedMessage id="offline.teach.assess.searchSubmit" />}
          onSearch={(text) => show({ keyword: text.trim() || undefined })}
        />
      </Flex>
      <LoadState
        data={list}
        lines={4}
        isEmpty={(p) => p.list.length === 0}
        empty={
          <FormattedMessage
            id={
              filter === undefined && !keyword
                ? 'offline.teach.assess.empty'
                : 'offline.teach.assess.emptyFiltered'
            }
          />
        }
      >
        {(p) => (
          <Box as="ul" listStyle="none" aria-label={intl.formatMessage({ id: 'offline.teach.assess.list' })}>
            {p.list.map((row) => (
              <AssessRow key={row.userId} row={row} onOpen={() => setOpen(row)} />
            ))}
          </Box>
        )}
      </LoadState>
      <Pager
        page={search.pageCurrent ?? 1}
        totalPage={list.data?.totalPage ?? 0}
        onPage={(page) => show({ pageCurrent: page })}
      />
      {open ? (
        <AssessDialog
          key={open.userId}
          courseId={courseId}
          row={open}
          passScore={passScore}
          onClose={() => setOpen(null)}
          onSaved={(assessment) => {
            setOpen(null);
            // The list and its figures are read again with the new result.
            void router.invalidate();
            showToast(
              'success',
              intl.formatMessage({ id: 'offline.teach.form.saved' }, { name: assessment.userName }),
            );
          }}
        />
      ) : null}
    </Stack>
  );
}
