// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AnswerSheet } from '../../../../src/ui/features/exam/answer-sheet';
import { ExamClock, clockText } from '../../../../src/ui/features/exam/exam-clock';
import {
  HandInDialog,
  HandingInDialog,
  SwitchWarningDialog,
} from '../../../../src/ui/features/exam/exam-dialogs';
import { SaveStatus } from '../../../../src/ui/features/exam/save-status';
import { renderWithIntl } from './intl-harness';

describe('the answer sheet', () => {
  const sections = [
    {
      id: 's1',
      title: '一、单选题',
      items: [
        { problemId: '1', number: '1', state: 'answered' as const, flagged: false },
        { problemId: '2', number: '2', state: 'unanswered' as const, flagged: true },
      ],
    },
    {
      id: 's2',
      title: '二、综合题',
      items: [
        { problemId: '8', number: '3', state: 'answered' as const, flagged: true },
        { problemId: '9', number: '4', state: 'partial' as const, flagged: false },
      ],
    },
  ];

  it('says the state of every question in words and jumps to the one pressed', () => {
    const onJump = vi.fn();
    renderWithIntl(
      <AnswerSheet
        sections={sections}
        answered={2}
        total={4}
        isCurrent={(id) => id === '2'}
        onJump={onJump}
      />,
    );
    const sheet = screen.getByRole('navigation', { name: '答题卡' });
    expect(within(sheet).getByText('已答 2/4 题，标记 2 题')).toBeInstanceOf(HTMLElement);
    const current = within(sheet).getByRole('button', { name: '第 2 题，未答，已标记' });
    expect(current.getAttribute('aria-current')).toBe('step');
    expect(
      within(sheet).getByRole('button', { name: '第 1 题，已答' }).getAttribute('aria-current'),
    ).toBeNull();
    expect(within(sheet).getByRole('button', { name: '第 4 题，未答完' })).toBeInstanceOf(HTMLButtonElement);
    fireEvent.click(within(sheet).getByRole('button', { name: '第 3 题，已答，已标记' }));
    expect(onJump).toHaveBeenCalledWith('8');
    expect(within(sheet).getByText('二、综合题')).toBeInstanceOf(HTMLElement);
  });
});

describe('the exam clock', () => {
  it('formats time left, rounding partial seconds up and never going below zero', () => {
    expect(clockText(59_001)).toBe('01:00');
    expect(clockText(61_000)).toBe('01:01');
    expect(clockText(3_600_000 + 5_000)).toBe('1:00:05');
    expect(clockText(-3)).toBe('00:00');
  });

  it('keeps the ticking time silent, announces marks politely, and can be hidden', () => {
    const onToggle = vi.fn();
    const { rerender } = renderWithIntl(
      <ExamClock remainingMs={299_000} hidden={false} onToggle={onToggle} announcement="剩余 5 分钟" />,
    );
    const timer = screen.getByRole('timer', { name: '剩余时间' });
    expect(timer.textContent).toBe('04:59');
    expect(timer.getAttribute('aria-live')).toBe('off');
    const live = screen.getByText('剩余 5 分钟');
    expect(live.getAttribute('aria-live')).toBe('polite');
    fireEvent.click(screen.getByRole('button', { name: '隐藏计时' }));
    expect(onToggle).toHaveBeenCalledTimes(1);

    rerender(<ExamClock remainingMs={59_000} hidden onToggle={onToggle} announcement="剩余 1 分钟" />);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('剩余 1 分钟').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('button', { name: '显示计时' })).toBeInstanceOf(HTMLButtonElement);
  });
});

describe('the save status', () => {
  it('tells saving, saved and offline with the number of answers waiting', () => {
    const { rerender } = renderWithIntl(<SaveStatus state={{ kind: 'saving' }} />);
    expect(screen.getByRole('status').textContent).toBe('保存中…');
    rerender(<SaveStatus state={{ kind: 'saved' }} />);
    expect(screen.getByRole('status').textContent).toBe('已保存');
    rerender(<SaveStatus state={{ kind: 'offline', waiting: 3 }} />);
    expect(screen.getByRole('status').textContent).toBe('离线，3 条待提交');
  });

  it('counts waiting answers in English', () => {
    renderWithIntl(<SaveStatus state={{ kind: 'offline', waiting: 1 }} />, 'en');
    expect(screen.getByRole('status').textContent).toBe('Offline, 1 answer waiting');
  });
});

describe('the exam dialogs', () => {
  it('lists unanswered questions before hand-in, each leading back to it', () => {
    const onJump = vi.fn();
    const onConfirm = vi.fn();
    renderWithIntl(
      <HandInDialog
        open
        unanswered={[
          { problemId: '2', number: '2' },
          { problemId: '9', number: '4' },
        ]}
        total={4}
        onConfirm={onConfirm}
        onCancel={() => {}}
        onJump={onJump}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: '确认交卷' });
    expect(within(dialog).getByText('共 4 题，还有 2 道未作答或未答完：')).toBeInstanceOf(HTMLElement);
    fireEvent.click(within(dialog).getByRole('button', { name: '第 4 题' }));
    expect(onJump).toHaveBeenCalledWith('9');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认交卷' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('counts the unanswered against the paper’s questions, in English with plurals', () => {
    renderWithIntl(
      <HandInDialog
        open
        unanswered={[{ problemId: '9', number: '16' }]}
        total={17}
        onConfirm={() => {}}
        onCancel={() => {}}
        onJump={() => {}}
      />,
      'en',
    );
    expect(screen.getByText('1 of 17 questions is unanswered or incomplete:')).toBeInstanceOf(HTMLElement);
  });

  it('asks once more when everything is answered', () => {
    renderWithIntl(
      <HandInDialog
        open
        unanswered={[]}
        total={4}
        onConfirm={() => {}}
        onCancel={() => {}}
        onJump={() => {}}
      />,
    );
    expect(screen.getByText('所有题目均已作答。交卷后不能再修改答案，确定交卷吗？')).toBeInstanceOf(
      HTMLElement,
    );
  });

  it('warns after a switch with how many remain', () => {
    const onClose = vi.fn();
    renderWithIntl(<SwitchWarningDialog open switchCount={2} switchesLeft={0} onClose={onClose} />, 'en');
    const dialog = screen.getByRole('alertdialog', { name: 'Please stay on the exam page' });
    expect(within(dialog).getByText('You have left the exam page 2 times.')).toBeInstanceOf(HTMLElement);
    expect(
      within(dialog).getByText('If you leave once more, your paper will be handed in automatically.'),
    ).toBeInstanceOf(HTMLElement);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to the paper' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says the time is up while the paper is handed in, and that it waits for the network', () => {
    const { rerender } = renderWithIntl(
      <HandingInDialog open reason="timeUp" waitingForNetwork={false} waiting={0} />,
      'en',
    );
    expect(
      screen.getByRole('alertdialog', { name: 'The examination time has come to an end' }),
    ).toBeInstanceOf(HTMLElement);
    rerender(<HandingInDialog open reason="timeUp" waitingForNetwork waiting={2} />);
    expect(screen.getByRole('status').textContent).toMatch(/^You are offline with 2 answers waiting\./);
  });
});
