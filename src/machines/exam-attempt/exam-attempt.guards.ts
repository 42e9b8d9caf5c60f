import { assertEvent } from 'xstate';
import type { ResponseOf } from '../../../contract/endpoint';
import type { AttemptView, examPaperApi } from '../../../contract/exam-paper';
import { AttemptState } from '../../../contract/exam-paper.routes';
import { isApiError } from '../../services/api-error';
import { isAuthFailure } from '../shared/failure';
import { choiceAnswer, isTextProblem, textAnswer } from './paper-index';
import type { ExamAttemptContext, ExamAttemptEvent, ExamIntro } from './exam-attempt.types';

type SaveEventAnswer = ResponseOf<(typeof examPaperApi)['saveEvent']>;

/** What a guard reads: the attempt's context and the event being handled. */
interface GuardArgs {
  context: ExamAttemptContext;
  event: ExamAttemptEvent;
}

/** The gateway decided against the call (a 999 and the like): retrying the same call will not help. */
function isRefusal(error: unknown): boolean {
  return isApiError(error) && error.code > 0 && !isAuthFailure(error);
}

const sameAnswer = (a: readonly string[] | undefined, b: readonly string[]) =>
  (a ?? []).length === b.length && b.every((v, i) => a?.[i] === v);

/** The exam attempt's guards, by the names the statechart uses (exam-attempt.machine.ts). */
export const examAttemptGuards = {
  hasUnfinishedAttempt: (_: GuardArgs, params: { intro: ExamIntro }) => params.intro.recordId !== null,
  viewIsOver: (_: GuardArgs, params: { view: AttemptView }) =>
    params.view.record.state !== AttemptState.answering,
  eventClosedAttempt: (_: GuardArgs, params: { answer: SaveEventAnswer }) =>
    params.answer.state !== AttemptState.answering,
  isRefusal: (_: GuardArgs, params: { error: unknown }) => isRefusal(params.error),
  isOnline: ({ context }: GuardArgs) => context.online,
  queueEmpty: ({ context }: GuardArgs) => context.queue.length === 0,
  isTyping: ({ context }: GuardArgs) => context.typing,
  headIsEvent: ({ context }: GuardArgs) => context.queue[0]?.kind === 'event',
  /** Hand-in goes ahead once everything is saved, or when the gateway refused what is left. */
  drained: ({ context }: GuardArgs) => context.queue.length === 0 || context.saveRefused,
  timeIsUp: ({ context }: GuardArgs) => context.timeLeftMs <= 0,
  switchesWatched: ({ context }: GuardArgs) => context.switchLimit > 0,
  choiceChanges: ({ context, event }: GuardArgs) => {
    assertEvent(event, 'answer.choose');
    const problem = context.paperIndex?.answerables[event.problemId]?.problem;
    const answer = problem && !isTextProblem(problem) ? choiceAnswer(problem, event.keys) : null;
    return answer !== null && !sameAnswer(context.answers[event.problemId], answer);
  },
  textChanges: ({ context, event }: GuardArgs) => {
    assertEvent(event, 'answer.text');
    const problem = context.paperIndex?.answerables[event.problemId]?.problem;
    const current = context.answers[event.problemId];
    const answer = problem ? textAnswer(problem, current, event.blank, event.text) : null;
    return answer !== null && !sameAnswer(current, answer);
  },
  knownProblem: ({ context, event }: GuardArgs) => {
    assertEvent(event, 'question.flag');
    const index = context.paperIndex;
    return (
      index !== null &&
      (index.answerables[event.problemId] !== undefined ||
        index.questions.some((q) => q.id === event.problemId))
    );
  },
  clockShown: ({ context }: GuardArgs) => !context.clockHidden,
  clockHidden: ({ context }: GuardArgs) => context.clockHidden,
};
