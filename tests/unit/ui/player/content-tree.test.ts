import { describe, expect, it } from 'vitest';
import type { ContentNode } from '../../../../contract/course';
import {
  chaptersAbove,
  findNode,
  isPlayable,
  neighbours,
  resumeNode,
  studyNodes,
  withProgress,
} from '../../../../src/ui/features/player/content-tree';

const leaf = (id: string, over: Partial<ContentNode> = {}): ContentNode => ({
  subResourceId: id,
  subResourceName: `节 ${id}`,
  contentType: 1,
  resourceType: 2,
  docType: null,
  totalDuration: 60,
  studyProgress: 0,
  finished: 0,
  targetId: null,
  subTrainingProgress: [],
  ...over,
});
const chapter = (id: string, children: ContentNode[]): ContentNode =>
  leaf(id, { contentType: 2, resourceType: null, totalDuration: 0, subTrainingProgress: children });

const tree = [
  chapter('1', [leaf('11', { finished: 1, studyProgress: 100 }), leaf('12')]),
  chapter('2', [
    chapter('21', [leaf('211', { contentType: 4, resourceType: null })]),
    leaf('22', { contentType: 3, resourceType: null, targetId: '6' }),
  ]),
];

describe('content tree', () => {
  it('lists the nodes to study in reading order, across chapters', () => {
    expect(studyNodes(tree).map((n) => n.subResourceId)).toEqual(['11', '12', '211', '22']);
    expect(findNode(tree, '211')?.contentType).toBe(4);
    expect(findNode(tree, '21')).toBeNull();
    expect(chaptersAbove(tree, '211')).toEqual(['2', '21']);
    expect(chaptersAbove(tree, '99')).toEqual([]);
  });

  it('previous and next cross chapters; the ends have none', () => {
    const around = neighbours(tree, '12');
    expect([around.previous?.subResourceId, around.next?.subResourceId]).toEqual(['11', '211']);
    expect(neighbours(tree, '11').previous).toBeNull();
    expect(neighbours(tree, '22').next).toBeNull();
  });

  it('resources and image-text play here; exams and the rest go to the practice page', () => {
    expect(isPlayable(leaf('1'))).toBe(true);
    expect(isPlayable(leaf('1', { contentType: 4 }))).toBe(true);
    for (const contentType of [3, 5, 6, 7, 8] as const)
      expect(isPlayable(leaf('1', { contentType }))).toBe(false);
  });

  it('resumes at the gateway’s node, else the first unfinished, else the first', () => {
    expect(resumeNode(tree, '22')?.subResourceId).toBe('22');
    expect(resumeNode(tree, '404')?.subResourceId).toBe('12');
    expect(resumeNode(tree, null)?.subResourceId).toBe('12');
    const done = [chapter('1', [leaf('11', { finished: 1 })])];
    expect(resumeNode(done, null)?.subResourceId).toBe('11');
    expect(resumeNode([], null)).toBeNull();
  });

  it('acknowledged progress lays over the tree, never lowers it, and chapters take their children’s mean', () => {
    const next = withProgress(tree, {
      '12': { studyProgress: 50, finished: 0 },
      '11': { studyProgress: 20, finished: 0 },
    });
    expect(findNode(next, '12')?.studyProgress).toBe(50);
    expect(findNode(next, '11')).toMatchObject({ studyProgress: 100, finished: 1 });
    expect(next[0]?.studyProgress).toBe(75);
    // Untouched branches stay the same objects.
    expect(next[1]).toBe(tree[1]);
    const done = withProgress(tree, { '12': { studyProgress: 100, finished: 1 } });
    expect(done[0]).toMatchObject({ studyProgress: 100, finished: 1 });
  });
});
