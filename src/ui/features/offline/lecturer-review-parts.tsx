import { Box, Button, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AssessResult } from '../../../../contract/offline-review.routes';
import { UPLOAD_ACCEPT } from '../../../../contract/upload.routes';
import type { FileRefusal } from '../../../machines/shared/upload-refusal';
import type { TeachSearch } from './lecturer-review-data';

/* Pieces the lecturer's sections of a classroom course share. */

export const QUIET = { isShowErrTip: false } as const;

/**
 * Shows the lecturer's sections as `next` says (the open section unless it names another; no filter or page it
 * leaves out): the course page's address changes, kept in the history, its loader reads the lists again, and the
 * page stays where it was scrolled.
 */
export function useTeachSearch(): (next: TeachSearch) => void {
  const navigate = useNavigate();
  return useCallback(
    (next: TeachSearch) =>
      void navigate({
        to: '.',
        search: (prev: { tab?: unknown }) => ({ tab: prev.tab as TeachSearch['tab'], ...next }),
        resetScroll: false,
      }),
    [navigate],
  );
}

/** A dialog's content: the whole screen of a phone, a centred panel from `sm` up. */
export const DIALOG_CONTENT = {
  maxW: { base: '100dvw', sm: 'lg' },
  minH: { base: '100dvh', sm: 'auto' },
  maxH: { base: '100dvh', sm: 'calc(100dvh - 8rem)' },
  my: { base: '0', sm: '16' },
  rounded: { base: '0', sm: 'l3' },
} as const;

/** Message keys and badge colours of an assessment's result. */
export const RESULT_KEY: Record<AssessResult, string> = {
  [AssessResult.pending]: 'offline.teach.result.pending',
  [AssessResult.passed]: 'offline.teach.result.passed',
  [AssessResult.failed]: 'offline.teach.result.failed',
};
export const RESULT_PALETTE: Record<AssessResult, string> = {
  [AssessResult.pending]: 'gray',
  [AssessResult.passed]: 'green',
  [AssessResult.failed]: 'red',
};

/** A headline figure on a tinted ground; `accent` for the one that matters most, across a phone's row (`span`). */
export function Tile({
  accent = false,
  span = false,
  children,
}: {
  accent?: boolean;
  span?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      bg={accent ? 'brand.subtle' : 'bg.subtle'}
      rounded="l2"
      px="4"
      py="3"
      minWidth="0"
      gridColumn={span ? { base: 'span 2', md: 'auto' } : undefined}
    >
      {children}
    </Box>
  );
}

/** Why a picked file was not sent, in words. */
export function Refusal({ refusal, max }: { refusal: FileRefusal; max: number }) {
  if (!refusal) return null;
  return (
    <Text role="alert" textStyle="sm" color="fg.error">
      <FormattedMessage
        id={`offline.teach.file.refused.${refusal.reason}`}
        values={{ name: refusal.name, max }}
      />
    </Text>
  );
}

/** A hidden file input and the button that opens it. */
export function FilePicker({
  label,
  disabled,
  onPick,
  testId,
}: {
  label: ReactNode;
  disabled: boolean;
  onPick: (file: File) => void;
  testId: string;
}) {
  const intl = useIntl();
  const picker = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button size="xs" variant="outline" disabled={disabled} onClick={() => picker.current?.click()}>
        {label}
      </Button>
      <input
        ref={picker}
        type="file"
        accept={UPLOAD_ACCEPT}
        hidden
        aria-label={intl.formatMessage({ id: 'offline.teach.file.pick' })}
        data-testid={testId}
        onChange={(e) => {
          const file = e.target.files?.[0];
          // The same file may be picked again after a refusal.
          e.target.value = '';
          if (file) onPick(file);
        }}
      />
    </>
  );
}
