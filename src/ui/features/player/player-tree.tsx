import { Box, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ContentNode } from '../../../../contract/course';
import { contentKind, hasDuration, kindLabelKey } from '../../kit/learning/content-kinds';
import { clockDuration, SEPARATOR } from '../../kit/format/course-format';
import { KindIcon } from '../../kit/learning/course-icons';
import { chaptersAbove, isChapter } from './content-tree';
import { NodeLink } from './node-link';
import { ChevronDownIcon } from './player-icons';
import { ProgressRing } from './progress-ring';

const RowLink = chakra('a');

function NodeRow({ courseId, node, current }: { courseId: string; node: ContentNode; current: boolean }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: kindLabelKey(contentKind(node)) });
  // "文档 · PDF": which document it is matters (a legacy one only downloads).
  const kind = node.docType ? label + SEPARATOR + node.docType.toUpperCase() : label;
  return (
    <Box as="li">
      <RowLink
        asChild
        display="flex"
        alignItems="center"
        gap="2.5"
        px="3"
        py="2"
        rounded="l2"
        color={current ? 'brand.fg' : 'fg'}
        bg={current ? 'brand.subtle' : undefined}
        fontWeight={current ? 'semibold' : 'normal'}
        _hover={{ bg: current ? 'brand.subtle' : 'bg.muted' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '-2px' }}
      >
        <NodeLink courseId={courseId} node={node} aria-current={current ? 'page' : undefined}>
          <Box as="span" color={current ? 'brand.fg' : 'fg.muted'} flexShrink={0} title={kind}>
            <KindIcon kind={contentKind(node)} />
          </Box>
          <Stack as="span" gap="0" flex="1" minWidth="0">
            <Text as="span" textStyle="sm" lineClamp={2}>
              {node.subResourceName}
            </Text>
            <Text as="span" textStyle="xs" color="fg.muted" fontWeight="normal">
              {kind}
              {hasDuration(node) ? SEPARATOR + clockDuration(node.totalDuration) : null}
            </Text>
          </Stack>
          <ProgressRing progress={node.studyProgress} finished={node.finished === 1} />
        </NodeLink>
      </RowLink>
    </Box>
  );
}

function Chapter({
  courseId,
  node,
  currentId,
  open,
  onToggle,
  openIds,
}: {
  courseId: string;
  node: ContentNode;
  currentId: string | null;
  open: boolean;
  onToggle: (id: string) => void;
  openIds: ReadonlySet<string>;
}) {
  const listId = `chapter-${node.subResourceId}`;
  return (
    <Box as="li">
      <chakra.button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => onToggle(node.subResourceId)}
        display="flex"
        width="full"
        alignItems="center"
        gap="2"
        px="2"
        py="2"
        rounded="l2"
        textAlign="start"
        fontWeight="semibold"
        _hover={{ bg: 'bg.muted' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '-2px' }}
      >
        <Box
          as="span"
          transform={open ? undefined : 'rotate(-90deg)'}
          transition="transform 0.15s"
          aria-hidden
        >
          <ChevronDownIcon />
        </Box>
        <Text as="span" flex="1" minWidth="0" textStyle="sm">
          {node.subResourceName}
        </Text>
        <Text as="span" textStyle="xs" color="fg.muted" fontWeight="normal">
          <FormattedMessage id="player.tree.percent" values={{ progress: node.studyProgress }} />
        </Text>
      </chakra.button>
      <Box as="ul" id={listId} hidden={!open} ps="3" listStyleType="none">
        <Nodes
          courseId={courseId}
          nodes={node.subTrainingProgress}
          currentId={currentId}
          openIds={openIds}
          onToggle={onToggle}
        />
      </Box>
    </Box>
  );
}

function Nodes({
  courseId,
  nodes,
  currentId,
  openIds,
  onToggle,
}: {
  courseId: string;
  nodes: readonly ContentNode[];
  currentId: string | null;
  openIds: ReadonlySet<string>;
  onToggle: (id: string) => void;
}) {
  return (
    <>
      {nodes.map((node) =>
        isChapter(node) ? (
          <Chapter
            key={node.subResourceId}
            courseId={courseId}
            node={node}
            currentId={currentId}
            open={openIds.has(node.subResourceId)}
            openIds={openIds}
            onToggle={onToggle}
          />
        ) : (
          <NodeRow
            key={node.subResourceId}
            courseId={courseId}
            node={node}
            current={node.subResourceId === currentId}
          />
        ),
      )}
    </>
  );
}

/** Every chapter's id: chapters start open, so the whole course is in view. */
function chapterIds(nodes: readonly ContentNode[]): string[] {
  return nodes.flatMap((n) => (isChapter(n) ? [n.subResourceId, ...chapterIds(n.subTrainingProgress)] : []));
}

/**
 * The course's content beside the player: chapters fold, each node shows its kind, duration and progress
 * (a ring, a check once finished), and the open node is marked. Links and chapter buttons are reached with
 * the keyboard like any other.
 */
export function PlayerTree({
  courseId,
  tree,
  currentId,
}: {
  courseId: string;
  tree: readonly ContentNode[];
  currentId: string | null;
}) {
  const intl = useIntl();
  // Chapters the learner folded; opening another node unfolds the chapters around it.
  const [folded, setFolded] = useState<{ current: string | null; closed: ReadonlySet<string> }>({
    current: currentId,
    closed: new Set(),
  });
  let closed = folded.closed;
  if (folded.current !== currentId) {
    const around = new Set(currentId ? chaptersAbove(tree, currentId) : []);
    closed = new Set([...folded.closed].filter((id) => !around.has(id)));
    setFolded({ current: currentId, closed });
  }
  const openIds = new Set(chapterIds(tree).filter((id) => !closed.has(id)));
  const toggle = (id: string) =>
    setFolded((prev) => {
      const next = new Set(prev.closed);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return { current: prev.current, closed: next };
    });
  return (
    <Box as="nav" aria-label={intl.formatMessage({ id: 'player.tree.title' })}>
      <HStack justify="space-between" mb="2">
        <Text fontWeight="semibold">
          <FormattedMessage id="player.tree.title" />
        </Text>
      </HStack>
      <Box as="ul" listStyleType="none" data-testid="player-tree">
        <Nodes courseId={courseId} nodes={tree} currentId={currentId} openIds={openIds} onToggle={toggle} />
      </Box>
    </Box>
  );
}
