import { describe, expect, it } from 'vitest';
import type { Paper, Problem } from '../../../contract/exam-paper';
import {
  answerStates,
  answeredCount,
  indexPaper,
  questionCount,
} from '../../../src/machines/exam-attempt/paper-index';

const plain = (id: string, problemType: 1 | 3 | 4 | 5, blankCount = 0): Problem => ({
  id,
  problemType,
  problemContent: `<p>${id}</p>`,
  score: 2,
  options:
    problemType === 1
      ? [
          { optionKey: 'A', content: 'a' },
          { optionKey: 'B', content: 'b' },
        ]
      : [],
  blankCount,
  children: [],
});

const composite = (id: string, children: Problem[]): Problem => ({
  id,
  problemType: 6,
  problemContent: '<p>Material</p>',
  score: 6,
  options: [],
  blankCount: 0,
  children,
});

/** Like the demo compliance paper: 14 questions of their own and a composite of three, in the last section. */
const paper: Paper = {
  titleList: [
    { id: 's1', title: '一、单选题', problemList: ['1', '2', '3', '4'].map((n) => plain(`p${n}`, 1)) },
    { id: 's2', title: '二、判断题', problemList: ['5', '6', '7'].map((n) => plain(`p${n}`, 3)) },
    {
      id: 's3',
      title: '三、填空与简答',
      problemList: [
        plain('p8', 4, 2),
        ...['9', '10', '11', '12', '13'].map((n) => plain(`p${n}`, 3)),
        plain('p14', 5),
      ],
    },
    {
      id: 's4',
      title: '四、综合题',
      problemList: [composite('c15', [plain('c15a', 1), plain('c15b', 4, 1), plain('c15c', 5)])],
    },
  ],
};

describe('counting the questions of a paper', () => {
  const index = indexPaper(paper);

  it('counts every answerable question: composite children count, the composite material does not', () => {
    expect(index.questions).toHaveLength(15);
    expect(questionCount(index)).toBe(17);
  });

  it('numbers the questions 1 to the count, composite children going on from the ones before', () => {
    expect(index.order.map((id) => index.answerables[id]?.number)).toEqual(
      Array.from({ length: 17 }, (_, i) => String(i + 1)),
    );
    const last = index.questions.at(-1);
    expect(last).toMatchObject({ number: '15–17', first: 15, last: 17 });
    expect(last?.children).toEqual([
      { id: 'c15a', number: '15' },
      { id: 'c15b', number: '16' },
      { id: 'c15c', number: '17' },
    ]);
    expect(index.questions[0]).toMatchObject({ number: '1', first: 1, last: 1 });
    expect(index.answerables.c15b?.questionId).toBe('c15');
  });

  it('counts as answered only questions answered in full, composite children one by one', () => {
    const answers = {
      p1: ['A'],
      p8: ['119', ''],
      c15a: ['B'],
      c15b: ['120'],
    };
    const states = answerStates(index, answers);
    // p8 has an empty blank; the composite is partly answered and is not a question of its own.
    expect(answeredCount(index, states)).toBe(3);
    expect(states.c15).toBe('partial');
    expect(answeredCount(index, answerStates(index, {}))).toBe(0);
  });

  it('gives a composite without children the number that follows, and counts nothing for it', () => {
    const lone = indexPaper({
      titleList: [{ id: 's', title: '', problemList: [plain('a', 1), composite('b', [])] }],
    });
    expect(lone.questions.map((q) => q.number)).toEqual(['1', '2']);
    expect(questionCount(lone)).toBe(1);
  });
});
