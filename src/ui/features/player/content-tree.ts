import type { ContentNode } from '../../../../contract/course';
import { ContentType } from '../../../../contract/course.routes';

/**
 * The course's content tree as the player uses it: the nodes a learner opens in order (every node but
 * chapters, across chapters), which page opens each, and progress the gateway acknowledged since the tree was
 * read, laid over it so the tree never has to be read again while studying.
 */

/** Nodes the player shows itself; every other kind is taken elsewhere and described on /watch/practice. */
export function isPlayable(node: Pick<ContentNode, 'contentType'>): boolean {
  return node.contentType === ContentType.resource || node.contentType === ContentType.imageText;
}

export function isChapter(node: Pick<ContentNode, 'contentType'>): boolean {
  return node.contentType === ContentType.directory;
}

/** Every node to study, in reading order (chapters left out, their children in place). */
export function studyNodes(tree: readonly ContentNode[]): ContentNode[] {
  const out: ContentNode[] = [];
  const walk = (nodes: readonly ContentNode[]) => {
    for (const node of nodes) {
      if (isChapter(node)) walk(node.subTrainingProgress);
      else out.push(node);
    }
  };
  walk(tree);
  return out;
}

export function findNode(tree: readonly ContentNode[], id: string): ContentNode | null {
  return studyNodes(tree).find((n) => n.subResourceId === id) ?? null;
}

/** The chapters above a node, outermost first (to open them in the tree). */
export function chaptersAbove(tree: readonly ContentNode[], id: string): string[] {
  const path: string[] = [];
  const walk = (nodes: readonly ContentNode[]): boolean => {
    for (const node of nodes) {
      if (node.subResourceId === id) return true;
      if (isChapter(node)) {
        path.push(node.subResourceId);
        if (walk(node.subTrainingProgress)) return true;
        path.pop();
      }
    }
    return false;
  };
  return walk(tree) ? path : [];
}

export function neighbours(
  tree: readonly ContentNode[],
  id: string,
): { previous: ContentNode | null; next: ContentNode | null } {
  const nodes = studyNodes(tree);
  const at = nodes.findIndex((n) => n.subResourceId === id);
  if (at === -1) return { previous: null, next: null };
  return { previous: nodes[at - 1] ?? null, next: nodes[at + 1] ?? null };
}

/**
 * The node to open when the address names none: the gateway's resume node when it is in the tree, else the
 * first node not finished, else the first node.
 */
export function resumeNode(tree: readonly ContentNode[], resumeId: string | null): ContentNode | null {
  const nodes = studyNodes(tree);
  return (
    (resumeId ? nodes.find((n) => n.subResourceId === resumeId) : undefined) ??
    nodes.find((n) => n.finished !== 1) ??
    nodes[0] ??
    null
  );
}

/** What the gateway acknowledged for a node since the tree was read. */
export interface NodeProgress {
  studyProgress: number;
  finished: 0 | 1;
}

/**
 * The tree with acknowledged progress laid over it. Figures only rise, as at the gateway; a chapter's figure
 * is the mean of its children's, rounded down (as the gateway computes it).
 */
export function withProgress(
  tree: readonly ContentNode[],
  progress: Readonly<Record<string, NodeProgress>>,
): ContentNode[] {
  const apply = (node: ContentNode): ContentNode => {
    if (isChapter(node)) {
      const children = node.subTrainingProgress.map(apply);
      const changed = children.some((c, i) => c !== node.subTrainingProgress[i]);
      if (!changed) return node;
      const mean =
        children.length === 0
          ? 0
          : Math.floor(children.reduce((sum, c) => sum + c.studyProgress, 0) / children.length);
      return {
        ...node,
        subTrainingProgress: children,
        studyProgress: mean,
        finished: children.every((c) => c.finished === 1) ? 1 : 0,
      };
    }
    const p = progress[node.subResourceId];
    if (!p) return node;
    const studyProgress = Math.max(node.studyProgress, p.studyProgress);
    const finished = node.finished === 1 || p.finished === 1 ? 1 : 0;
    if (studyProgress === node.studyProgress && finished === node.finished) return node;
    return { ...node, studyProgress, finished };
  };
  return tree.map(apply);
}
