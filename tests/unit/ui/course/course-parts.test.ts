import { describe, expect, it } from 'vitest';
import type { Category, ContentNode } from '../../../../contract/course';
import { audienceOf } from '../../../../src/ui/features/course/audience';
import { branchOf, categoryBranches, categoryName } from '../../../../src/ui/features/course/category-tree';
import {
  contentKind,
  hasDuration,
  nodeDestination,
  treeTally,
} from '../../../../src/ui/kit/learning/content-kinds';
import { reactionsOf, studyAction } from '../../../../src/ui/features/course/course-actions';
import { clockDuration, ratingText } from '../../../../src/ui/kit/format/course-format';
import { readCourseTab } from '../../../../src/ui/features/course/course-tabs';

const cat = (id: string, parentId: string, courseCount = 1): Category => ({
  id,
  parentId,
  categoryName: `分类 ${id}`,
  courseCount,
});

describe('the category tree', () => {
  const list = [
    cat('1', '0', 5),
    cat('2', '0', 2),
    cat('11', '1'),
    cat('12', '1'),
    cat('111', '11'),
    cat('99', '98'),
  ];

  it('keeps two levels in the gateway’s order and drops orphans', () => {
    expect(categoryBranches(list).map((b) => [b.category.id, b.children.map((c) => c.id)])).toEqual([
      ['1', ['11', '12']],
      ['2', []],
    ]);
  });

  it('opens the branch that holds the chosen category, however deep', () => {
    expect(branchOf(list, '1')).toBe('1');
    expect(branchOf(list, '12')).toBe('1');
    expect(branchOf(list, '111')).toBe('1');
    expect(branchOf(list, '99')).toBeNull();
    expect(branchOf(list, '404')).toBeNull();
    expect(branchOf(list, undefined)).toBeNull();
  });

  it('names the chosen category', () => {
    expect(categoryName(list, '12')).toBe('分类 12');
    expect(categoryName(list, '404')).toBeNull();
  });
});

const node = (over: Partial<ContentNode>): ContentNode => ({
  subResourceId: '1',
  subResourceName: 'n',
  contentType: 1,
  resourceType: 2,
  docType: null,
  totalDuration: 0,
  studyProgress: 0,
  finished: 0,
  targetId: null,
  subTrainingProgress: [],
  ...over,
});

describe('content nodes', () => {
  it('tells every kind apart', () => {
    expect(contentKind(node({ contentType: 2, resourceType: null }))).toBe('directory');
    expect([2, 3, 4, 5, 6].map((r) => contentKind(node({ resourceType: r as 2 })))).toEqual([
      'video',
      'audio',
      'document',
      'image',
      'archive',
    ]);
    expect(contentKind(node({ resourceType: null }))).toBe('resource');
    expect(
      [3, 4, 5, 6, 7, 8].map((c) => contentKind(node({ contentType: c as 3, resourceType: null }))),
    ).toEqual(['exam', 'imageText', 'survey', 'offlineTraining', 'practical', 'jobEvaluation']);
  });

  it('opens resources and image-text in the player, activities on the practice page, chapters nowhere', () => {
    expect(nodeDestination({ contentType: 1 })).toBe('watch');
    expect(nodeDestination({ contentType: 4 })).toBe('watch');
    for (const c of [3, 5, 6, 7, 8] as const) expect(nodeDestination({ contentType: c })).toBe('practice');
    expect(nodeDestination({ contentType: 2 })).toBeNull();
  });

  it('shows a length only for video and audio', () => {
    expect(hasDuration(node({ resourceType: 2, totalDuration: 61 }))).toBe(true);
    expect(hasDuration(node({ resourceType: 3, totalDuration: 61 }))).toBe(true);
    expect(hasDuration(node({ resourceType: 4, totalDuration: 61 }))).toBe(false);
    expect(hasDuration(node({ resourceType: 2, totalDuration: 0 }))).toBe(false);
  });

  it('counts periods and finished ones through nested chapters', () => {
    const tree = [
      node({
        contentType: 2,
        subTrainingProgress: [
          node({ finished: 1 }),
          node({ contentType: 2, subTrainingProgress: [node({ contentType: 3 }), node({ finished: 1 })] }),
        ],
      }),
      node({}),
    ];
    expect(treeTally(tree)).toEqual({ periods: 4, finished: 2 });
  });

  it('writes lengths as a clock', () => {
    expect(clockDuration(59)).toBe('0:59');
    expect(clockDuration(725)).toBe('12:05');
    expect(clockDuration(3723)).toBe('1:02:03');
  });
});

describe('course page rules', () => {
  it('starts a course never opened and continues one opened, even at 0 %', () => {
    expect(studyAction({ studyProgress: 0, lastStudyTime: null })).toBe('course.action.start');
    expect(studyAction({ studyProgress: null, lastStudyTime: null })).toBe('course.action.start');
    expect(studyAction({ studyProgress: 0, lastStudyTime: '2026-11-20 10:00:00' })).toBe(
      'course.action.continue',
    );
    expect(studyAction({ studyProgress: 40, lastStudyTime: null })).toBe('course.action.continue');
  });

  it('reads the reader’s like and bookmark, each with its count', () => {
    expect(reactionsOf({ admired: 1, admireCount: 7, collected: 0, collectCount: 2 })).toEqual({
      admired: true,
      admireCount: 7,
      collected: false,
      collectCount: 2,
    });
  });

  it('reads the tab from the address; the introduction is the default', () => {
    expect(readCourseTab('contents')).toBe('contents');
    expect(readCourseTab('ratings')).toBe('ratings');
    expect(readCourseTab('intro')).toBeUndefined();
    expect(readCourseTab('secret')).toBeUndefined();
    expect(readCourseTab(2)).toBeUndefined();
  });

  it('shows ratings with one decimal', () => {
    expect(ratingText(4.25)).toBe('4.3');
    expect(ratingText(0)).toBe('0.0');
    expect(ratingText(5)).toBe('5.0');
  });

  it('serves members the company’s courses, visitors of a bound site its public ones, others a sign-in', () => {
    expect(audienceOf(true, null)).toBe('member');
    expect(audienceOf(true, '11')).toBe('member');
    expect(audienceOf(false, '11')).toBe('visitor');
    expect(audienceOf(false, null)).toBe('signInRequired');
    expect(audienceOf(false, undefined)).toBe('signInRequired');
  });
});
