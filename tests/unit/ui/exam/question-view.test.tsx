// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Problem } from '../../../../contract/exam-paper';
import { textAnswer } from '../../../../src/machines/exam-attempt/paper-index';
import { QuestionView } from '../../../../src/ui/features/exam/question-view';
import { renderWithIntl } from './intl-harness';
import { richTextReady } from '../../../../src/ui/kit/rich-text/sanitizer';

// As the pages' loaders do: papers show sanitised, once the sanitiser is here.
beforeAll(() => richTextReady());

const base = { score: 2, options: [], blankCount: 0, children: [] };
const single: Problem = {
  ...base,
  id: '101',
  problemType: 1,
  problemContent: '<p>发现火情时，首先应当？</p>',
  options: [
    { optionKey: 'A', content: '立即报警' },
    { optionKey: 'B', content: '收拾个人物品' },
    { optionKey: 'C', content: '乘电梯离开' },
  ],
};
const multiple: Problem = {
  ...single,
  id: '102',
  problemType: 2,
  problemContent: '<p>以下哪些属于个人敏感信息？</p>',
  options: [
    { optionKey: 'A', content: '身份证号' },
    { optionKey: 'B', content: '公司地址' },
    { optionKey: 'C', content: '银行卡号' },
  ],
};
const trueFalse: Problem = {
  ...base,
  id: '103',
  problemType: 3,
  problemContent: '<p>密码可以写在便签上贴在显示器旁。</p>',
  options: [
    { optionKey: 'T', content: '' },
    { optionKey: 'F', content: '' },
  ],
};
const fillInline: Problem = {
  ...base,
  id: '104',
  problemType: 4,
  problemContent: '<p>灭火器压力表指针应在 ___ 区域，每 ___ 检查一次。</p>',
  blankCount: 2,
};
const fillBelow: Problem = { ...fillInline, id: '105', problemContent: '<p>写出两种常见的灭火器类型。</p>' };
const short: Problem = {
  ...base,
  id: '106',
  problemType: 5,
  score: 10,
  problemContent: '<p>简述报告流程。</p>',
};
const composite: Problem = {
  ...base,
  id: '107',
  problemType: 6,
  score: 4,
  problemContent: '<p>某日下午，仓库报警器响起……</p>',
  children: [
    { ...single, id: '108', problemContent: '<p>值班员应先做什么？</p>' },
    { ...trueFalse, id: '109', problemContent: '<p>可以使用电梯疏散。</p>' },
  ],
};

const NUMBERS: Record<string, string> = {
  '101': '1',
  '102': '2',
  '103': '3',
  '104': '4',
  '105': '5',
  '106': '6',
  '107': '7–8',
  '108': '7',
  '109': '8',
};

/** A question with its answers and flags held the way the page holds them, and every change recorded. */
function Harness({ problem, initial = {} }: { problem: Problem; initial?: Record<string, string[]> }) {
  const [answers, setAnswers] = useState<Record<string, string[]>>(initial);
  const [flags, setFlags] = useState<Set<string>>(new Set());
  return (
    <>
      <QuestionView
        problem={problem}
        numberOf={(id) => NUMBERS[id] ?? '?'}
        answerOf={(id) => answers[id] ?? []}
        isFlagged={(id) => flags.has(id)}
        onChoose={(id, keys) => setAnswers((a) => ({ ...a, [id]: keys }))}
        onText={(id, blank, text) =>
          setAnswers((a) => {
            const target = [problem, ...problem.children].find((p) => p.id === id);
            const next = target ? textAnswer(target, a[id], blank, text) : null;
            return next ? { ...a, [id]: next } : a;
          })
        }
        onToggleFlag={(id) =>
          setFlags((f) => {
            const next = new Set(f);
            if (next.has(id)) next.delete(id);
            else next.add(id);
            return next;
          })
        }
      />
      <output data-testid="answers">{JSON.stringify(answers)}</output>
    </>
  );
}

const answers = () =>
  JSON.parse(screen.getByTestId('answers').textContent ?? '{}') as Record<string, string[]>;

describe('the question renderers', () => {
  it('answers a single choice with radio buttons named by the question', () => {
    renderWithIntl(<Harness problem={single} />);
    const group = screen.getByRole('radiogroup', { name: /第 1 题.*发现火情时，首先应当？/ });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    fireEvent.click(within(group).getByRole('radio', { name: 'A. 立即报警' }));
    fireEvent.click(within(group).getByRole('radio', { name: 'B. 收拾个人物品' }));
    expect(answers()).toEqual({ '101': ['B'] });
    expect((within(group).getByRole('radio', { name: 'B. 收拾个人物品' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByRole('heading', { level: 2, name: '第 1 题' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('单选题')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('2 分')).toBeInstanceOf(HTMLElement);
  });

  it('keeps multiple-choice keys in the paper order whatever the order they were ticked in', () => {
    renderWithIntl(<Harness problem={multiple} />);
    const group = screen.getByRole('group', { name: /以下哪些属于个人敏感信息/ });
    fireEvent.click(within(group).getByRole('checkbox', { name: 'C. 银行卡号' }));
    fireEvent.click(within(group).getByRole('checkbox', { name: 'A. 身份证号' }));
    expect(answers()).toEqual({ '102': ['A', 'C'] });
    fireEvent.click(within(group).getByRole('checkbox', { name: 'C. 银行卡号' }));
    expect(answers()).toEqual({ '102': ['A'] });
  });

  it('labels true/false in the reader language', () => {
    renderWithIntl(<Harness problem={trueFalse} />, 'en');
    const group = screen.getByRole('radiogroup', { name: /Question 3/ });
    fireEvent.click(within(group).getByRole('radio', { name: 'False' }));
    expect(answers()).toEqual({ '103': ['F'] });
    expect(within(group).getByRole('radio', { name: 'True' })).toBeInstanceOf(HTMLInputElement);
    expect(screen.getByText('True or false')).toBeInstanceOf(HTMLElement);
  });

  it('puts fill-in inputs inside the stem where it marks the blanks, keeping the other blank', () => {
    renderWithIntl(<Harness problem={fillInline} initial={{ '104': ['', '每月'] }} />);
    const stem = document.getElementById('question-stem-104');
    const first = screen.getByRole('textbox', { name: '第 1 空' });
    expect(stem?.contains(first)).toBe(true);
    expect((screen.getByRole('textbox', { name: '第 2 空' }) as HTMLInputElement).value).toBe('每月');
    fireEvent.change(first, { target: { value: '绿色' } });
    expect(answers()).toEqual({ '104': ['绿色', '每月'] });
  });

  it('lists the fill-in inputs under a stem without marks', () => {
    renderWithIntl(<Harness problem={fillBelow} />);
    const stem = document.getElementById('question-stem-105');
    const second = screen.getByRole('textbox', { name: '第 2 空' });
    expect(stem?.contains(second)).toBe(false);
    fireEvent.change(second, { target: { value: '干粉' } });
    expect(answers()).toEqual({ '105': ['', '干粉'] });
  });

  it('writes a short answer as rich text and resumes it as the text that was typed', () => {
    const { unmount } = renderWithIntl(<Harness problem={short} />);
    const box = screen.getByRole('textbox', { name: /第 6 题.*简述报告流程/ });
    fireEvent.change(box, { target: { value: '先报告主管\n\n- 记录时间\n- 保护现场' } });
    const saved = answers()['106'];
    expect(saved).toEqual(['<p>先报告主管</p><ul><li>记录时间</li><li>保护现场</li></ul>']);
    expect(screen.getByText(/已输入 15 字/)).toBeInstanceOf(HTMLElement);
    fireEvent.change(box, { target: { value: '   ' } });
    expect(answers()['106']).toEqual(['']);
    unmount();

    renderWithIntl(<Harness problem={short} initial={{ '106': saved ?? [] }} />);
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe(
      '先报告主管\n\n- 记录时间\n- 保护现场',
    );
  });

  it('shows a composite question with its material and numbered children, each flagged on its own', () => {
    renderWithIntl(<Harness problem={composite} />);
    // The material is not a question: the heading names the questions under it.
    expect(screen.getByRole('heading', { level: 2, name: '第 7–8 题' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('某日下午，仓库报警器响起……')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('heading', { level: 3, name: '第 7 题' })).toBeInstanceOf(HTMLElement);
    const child = screen.getByRole('radiogroup', { name: /第 8 题/ });
    fireEvent.click(within(child).getByRole('radio', { name: '正确' }));
    expect(answers()).toEqual({ '109': ['T'] });

    const flag = screen.getByRole('button', { name: '标记第 7 题以便复查' });
    expect(flag.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(flag);
    expect(flag.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '标记第 8 题以便复查' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });
});
