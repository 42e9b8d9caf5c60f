// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContentNode } from '../../../../contract/course';
import type { ProgressAnswer } from '../../../../contract/progress';
import { useCourseNode } from '../../../../src/ui/features/player/use-course-node';

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

const nodes = [
  leaf('11', { finished: 1, studyProgress: 100 }),
  leaf('12'),
  leaf('13', { contentType: 3, resourceType: null, targetId: '6' }),
];

const answer = (studyProgress: number, finished: 0 | 1, courseProgress: number): ProgressAnswer => ({
  studyProgress,
  finished,
  maxPosition: 0,
  courseProgress,
  courseStudyStatus: 2,
});

const saved = (courseId: string, subResourceId: string, a: ProgressAnswer) =>
  ({ type: 'progress.saved', courseId, subResourceId, answer: a }) as const;

describe('the node a player page shows', () => {
  it('is none until the tree is read, then the one the address names or the resume node', () => {
    type Props = { nodes?: ContentNode[]; subResourceId: string | null };
    const { result, rerender } = renderHook(
      ({ nodes, subResourceId }: Props) =>
        useCourseNode({ courseId: '7', nodes, resumeSubResourceId: '12', subResourceId }),
      { initialProps: { subResourceId: null } as Props },
    );
    expect(result.current.node).toBeNull();
    expect(result.current.nodeId).toBeNull();
    expect(result.current.playable).toBe(true);

    rerender({ nodes, subResourceId: null });
    expect(result.current.nodeId).toBe('12');

    rerender({ nodes, subResourceId: '13' });
    expect(result.current.nodeId).toBe('13');
    expect(result.current.playable).toBe(false);
  });

  it('lays saved progress of its own course over the tree, never lower, and passes on the course figure', () => {
    const heard: number[] = [];
    const { result } = renderHook(() =>
      useCourseNode({
        courseId: '7',
        nodes,
        resumeSubResourceId: null,
        subResourceId: '12',
        onCourseProgress: (p) => heard.push(p),
      }),
    );
    act(() => result.current.onSaved(saved('7', '12', answer(60, 0, 40))));
    expect(result.current.node?.studyProgress).toBe(60);
    expect(heard).toEqual([40]);

    // An older answer arriving late does not take the node back.
    act(() => result.current.onSaved(saved('7', '12', answer(30, 0, 35))));
    expect(result.current.node?.studyProgress).toBe(60);

    // Another course's answer (a page left a moment ago) changes nothing here.
    act(() => result.current.onSaved(saved('8', '12', answer(100, 1, 100))));
    expect(result.current.node?.finished).toBe(0);
  });
});
