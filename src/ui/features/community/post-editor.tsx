import {
  Box,
  Button,
  Card,
  Field,
  Flex,
  HStack,
  Heading,
  Input,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CommunityPostView } from '../../../../contract/community';
import type { PostKind } from '../../../../contract/community.routes';
import { POST_TITLE_MAX } from '../../../../contract/community.routes';
import { UPLOAD_KINDS } from '../../../../contract/upload.routes';
import { createCommunityPostImplementations } from '../../../machines/community-post/community-post.actors';
import { communityPostMachine } from '../../../machines/community-post/community-post.machine';
import {
  selectError,
  selectInserted,
  selectInvalid,
  selectIsSaving,
  selectIsUploading,
  selectKind,
  selectPicture,
  selectProgress,
  selectSaved,
  selectTitle,
} from '../../../machines/community-post/community-post.selectors';
import { useHttp } from '../../kit/app/app-services';
import { actorOptions } from '../../kit/app/inspector';
import { useSettled, type Settled } from '../../kit/app/route-data';
import { showToast } from '../../kit/app/toaster';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { FormStack } from '../../kit/forms/form-stack';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { sanitizeHtml } from '../../kit/rich-text/sanitize-html';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import type { CommunityData } from './community-data';
import { COMMUNITY_ROUTE } from './community-page';
import { tabOfKind } from './community-kinds';
import type { CommunitySearch } from './community-params';

const PICTURE_ACCEPT = UPLOAD_KINDS.image.map((ext) => `.${ext}`).join(',');
const KINDS: readonly PostKind[] = [1, 2, 3];

/** The toolbar's marks; each button is named in words (`aria-label`), and the link and picture say so. */
const GLYPH = {
  bold: 'B',
  italic: 'I',
  heading: 'H',
  bullets: '•',
  numbers: '1.',
} as const;

/** A button of the toolbar: it keeps the text's selection (mouse down does not take the focus). */
function Tool({ label, onPress, children }: { label: string; onPress: () => void; children: ReactNode }) {
  return (
    <Button
      size="xs"
      variant="ghost"
      aria-label={label}
      title={label}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onPress}
    >
      {children}
    </Button>
  );
}

interface EditorProps {
  postId: string | null;
  kind: PostKind;
  title: string;
  content: string;
  search: CommunitySearch;
}

function Editor({ postId, kind: initialKind, title: initialTitle, content, search }: EditorProps) {
  const intl = useIntl();
  const http = useHttp();
  const navigate = useNavigate();
  const locale = useLocaleParam();
  const [machine] = useState(() => communityPostMachine.provide(createCommunityPostImplementations(http)));
  const actor = useActorRef(machine, {
    ...actorOptions(),
    input: { postId, kind: initialKind, title: initialTitle, content },
  });
  const kind = useSelector(actor, selectKind);
  const title = useSelector(actor, selectTitle);
  const invalid = useSelector(actor, selectInvalid);
  const error = useSelector(actor, selectError);
  const saving = useSelector(actor, selectIsSaving);
  const uploading = useSelector(actor, selectIsUploading);
  const progress = useSelector(actor, selectProgress);
  const inserted = useSelector(actor, selectInserted);
  const picture = useSelector(actor, selectPicture);
  const saved = useSelector(actor, selectSaved);
  const editable = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const selection = useRef<Range | null>(null);

  // The text starts from the draft once; afterwards the editable element owns it and reports each change.
  useEffect(() => {
    if (editable.current) editable.current.innerHTML = sanitizeHtml(content);
  }, [content]);

  const report = () => actor.send({ type: 'content.change', content: editable.current?.innerHTML ?? '' });
  const remember = () => {
    const range = window.getSelection()?.rangeCount ? window.getSelection()?.getRangeAt(0) : null;
    if (range && editable.current?.contains(range.commonAncestorContainer)) selection.current = range;
  };
  const command = (name: string, value?: string) => {
    editable.current?.focus();
    document.execCommand(name, false, value);
    report();
  };

  // A picture that arrived goes where the caret was when it was picked.
  useEffect(() => {
    if (inserted === 0 || !picture || !editable.current) return;
    editable.current.focus();
    const range = selection.current;
    if (range) {
      const sel = window.getSelection();
      sel?.removeAllRanges();
      sel?.addRange(range);
    }
    const img = document.createElement('img');
    img.src = picture.url;
    img.alt = '';
    img.setAttribute('data-upload-id', picture.id);
    if (range && editable.current.contains(range.commonAncestorContainer)) {
      range.collapse(false);
      range.insertNode(img);
    } else {
      editable.current.append(img);
    }
    report();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per picture inserted
  }, [inserted]);

  useEffect(() => {
    if (!saved) return;
    showToast('success', intl.formatMessage({ id: 'community.editor.published' }));
    void navigate({
      to: COMMUNITY_ROUTE,
      params: { locale },
      search: { tab: tabOfKind(saved.kind), id: saved.id },
      replace: true,
    });
  }, [saved, intl, navigate, locale]);

  const problem = invalid ? intl.formatMessage({ id: `community.editor.problem.${invalid}` }) : null;
  const titleProblem = invalid === 'titleRequired' || invalid === 'titleTooLong';
  const cancel = () => {
    const { new: _new, edit: _edit, ...rest } = search;
    void navigate({ to: COMMUNITY_ROUTE, params: { locale }, search: rest });
  };

  return (
    <FormStack
      onSubmit={() => {
        report();
        actor.send({ type: 'submit' });
      }}
    >
      {postId === null ? (
        <Field.Root>
          <Field.Label>
            <FormattedMessage id="community.editor.kind" />
          </Field.Label>
          <HStack gap="1" role="radiogroup" aria-label={intl.formatMessage({ id: 'community.editor.kind' })}>
            {KINDS.map((k) => (
              <Button
                key={k}
                size="sm"
                role="radio"
                aria-checked={kind === k}
                variant={kind === k ? 'solid' : 'outline'}
                onClick={() => actor.send({ type: 'kind.change', kind: k })}
              >
                <FormattedMessage id={`community.kind.${k}`} />
              </Button>
            ))}
          </HStack>
        </Field.Root>
      ) : null}
      <Field.Root required invalid={titleProblem}>
        <Field.Label>
          <FormattedMessage id="community.editor.title" />
        </Field.Label>
        <Input
          value={title}
          maxLength={POST_TITLE_MAX + 20}
          placeholder={intl.formatMessage({ id: 'community.editor.titleHint' })}
          onChange={(e) => actor.send({ type: 'title.change', title: e.target.value })}
        />
        {titleProblem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
      </Field.Root>
      <Stack gap="1">
        <Text fontWeight="medium" textStyle="sm" id="community-editor-label">
          <FormattedMessage id="community.editor.content" />
        </Text>
        <Box borderWidth="1px" rounded="l2" overflow="hidden">
          <HStack
            gap="0"
            wrap="wrap"
            borderBottomWidth="1px"
            bg="bg.subtle"
            px="1"
            role="toolbar"
            aria-label={intl.formatMessage({ id: 'community.editor.toolbar' })}
          >
            <Tool label={intl.formatMessage({ id: 'community.editor.bold' })} onPress={() => command('bold')}>
              <b>{GLYPH.bold}</b>
            </Tool>
            <Tool
              label={intl.formatMessage({ id: 'community.editor.italic' })}
              onPress={() => command('italic')}
            >
              <i>{GLYPH.italic}</i>
            </Tool>
            <Tool
              label={intl.formatMessage({ id: 'community.editor.heading' })}
              onPress={() => command('formatBlock', 'h3')}
            >
              {GLYPH.heading}
            </Tool>
            <Tool
              label={intl.formatMessage({ id: 'community.editor.bullets' })}
              onPress={() => command('insertUnorderedList')}
            >
              {GLYPH.bullets}
            </Tool>
            <Tool
              label={intl.formatMessage({ id: 'community.editor.numbers' })}
              onPress={() => command('insertOrderedList')}
            >
              {GLYPH.numbers}
            </Tool>
            <Tool
              label={intl.formatMessage({ id: 'community.editor.link' })}
              onPress={() => {
                const href = window.prompt(
                  intl.formatMessage({ id: 'community.editor.linkPrompt' }),
                  'https://',
                );
                if (href && /^https?:\/\/\S+$/i.test(href)) command('createLink', href);
              }}
            >
              <FormattedMessage id="community.editor.link" />
            </Tool>
            <Tool
              label={intl.formatMessage({ id: 'community.editor.picture' })}
              onPress={() => {
                remember();
                fileInput.current?.click();
              }}
            >
              <FormattedMessage id="community.editor.picture" />
            </Tool>
          </HStack>
          <chakra.div
            ref={editable}
            contentEditable
            role="textbox"
            aria-multiline="true"
            aria-labelledby="community-editor-label"
            aria-invalid={invalid === 'contentRequired' ? true : undefined}
            minHeight="48"
            p="3"
            outline="none"
            lineHeight="tall"
            onInput={report}
            onBlur={() => {
              remember();
              report();
            }}
            onKeyUp={remember}
            onMouseUp={remember}
            css={{
              '& p, & ul, & ol, & h3': { marginBottom: '2' },
              '& ul': { paddingInlineStart: '6', listStyle: 'disc' },
              '& ol': { paddingInlineStart: '6', listStyle: 'decimal' },
              '& h3': { fontWeight: 'semibold', fontSize: 'lg' },
              '& a': { color: 'brand.fg', textDecoration: 'underline' },
              '& img': { maxWidth: '100%', height: 'auto', display: 'inline-block' },
            }}
          />
        </Box>
        <input
          ref={fileInput}
          type="file"
          accept={PICTURE_ACCEPT}
          hidden
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) actor.send({ type: 'picture.add', file });
          }}
        />
        {uploading && progress !== null ? (
          <Stack gap="1" aria-live="polite">
            <Text textStyle="xs" color="fg.muted">
              <FormattedMessage
                id="community.editor.uploading"
                values={{ percent: Math.round(progress * 100) }}
              />
            </Text>
            {/* A plain bar: Chakra's progress would bring its recipe to the page for one line. */}
            <Box
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress * 100)}
              height="1"
              rounded="full"
              bg="bg.muted"
              overflow="hidden"
            >
              <Box
                height="full"
                width={`${Math.round(progress * 100)}%`}
                bg="brand.solid"
                transition="width 0.2s"
              />
            </Box>
          </Stack>
        ) : null}
        {problem !== null && !titleProblem ? (
          <Text textStyle="sm" color="fg.error" role="alert">
            {problem}
          </Text>
        ) : null}
      </Stack>
      {error !== null ? (
        <ErrorAlert message={error || intl.formatMessage({ id: 'http.unknownError' })} />
      ) : null}
      <Flex gap="2" justify="flex-end">
        <Button variant="ghost" onClick={cancel}>
          <FormattedMessage id="community.editor.cancel" />
        </Button>
        <Button type="submit" loading={saving} disabled={uploading}>
          <FormattedMessage id={postId === null ? 'community.editor.publish' : 'community.editor.save'} />
        </Button>
      </Flex>
    </FormStack>
  );
}

function EditLoaded({ read, search }: { read: Settled<CommunityPostView>; search: CommunitySearch }) {
  const post = useSettled(read);
  if (post.error !== null) return <ErrorAlert message={post.error} />;
  if (!post.data) return null;
  return (
    <Editor
      postId={post.data.id}
      kind={post.data.kind}
      title={post.data.title}
      content={post.data.content}
      search={search}
    />
  );
}

/** The editor of a new post (`new`: its kind) or of the member's own post (`edit` with `id`). */
export function PostEditor({ data, search }: { data: CommunityData; search: CommunitySearch }) {
  const intl = useIntl();
  const heading = search.edit === 1 ? 'community.editor.edit' : 'community.editor.new';
  useDocumentTitle(intl.formatMessage({ id: heading }));
  return (
    <Card.Root rounded="l3">
      <Card.Body gap="5">
        <Heading as="h1" size="xl">
          <FormattedMessage id={heading} />
        </Heading>
        {search.edit === 1 && data.post !== null ? (
          <EditLoaded read={data.post} search={search} />
        ) : (
          <Editor postId={null} kind={search.new ?? 1} title="" content="" search={search} />
        )}
      </Card.Body>
    </Card.Root>
  );
}
