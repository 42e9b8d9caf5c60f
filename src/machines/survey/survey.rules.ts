import type { SurveyAnswer, SurveyQuestion } from '../../../contract/survey';
import { QuestionType } from '../../../contract/survey.routes';
import type { AnswerProblem, DraftAnswer, DraftAnswers } from './survey.types';

/*
 * The rules a respondent's answers must meet before they are sent; the gateway checks the same ones again.
 * Lengths count characters as people do (code points), not UTF-16 units.
 */

export function textLength(text: string): number {
  return [...text.trim()].length;
}

/** Whether a question has a value worth sending. */
export function isAnswered(question: SurveyQuestion, answer: DraftAnswer | undefined): boolean {
  if (!answer) return false;
  switch (question.questionType) {
    case QuestionType.single:
    case QuestionType.multiple:
      return (answer.optionKeys?.length ?? 0) > 0;
    case QuestionType.text:
      return textLength(answer.text ?? '') > 0;
    case QuestionType.rating:
      return answer.rating !== undefined;
  }
}

/** The first rule a question's answer breaks, or null. Unanswered optional questions break none. */
export function answerProblem(
  question: SurveyQuestion,
  answer: DraftAnswer | undefined,
): AnswerProblem | null {
  if (!isAnswered(question, answer)) return question.required === 1 ? { kind: 'required' } : null;
  if (question.questionType === QuestionType.multiple) {
    const count = answer?.optionKeys?.length ?? 0;
    if (count < question.minChoices) return { kind: 'minChoices', min: question.minChoices };
    if (count > question.maxChoices) return { kind: 'maxChoices', max: question.maxChoices };
  }
  if (question.questionType === QuestionType.text && textLength(answer?.text ?? '') > question.maxLength) {
    return { kind: 'tooLong', max: question.maxLength };
  }
  return null;
}

export function problemsOf(
  questions: SurveyQuestion[],
  answers: DraftAnswers,
): Record<string, AnswerProblem> {
  const problems: Record<string, AnswerProblem> = {};
  for (const q of questions) {
    const problem = answerProblem(q, answers[q.id]);
    if (problem) problems[q.id] = problem;
  }
  return problems;
}

/** What is sent: answered questions only, in order, texts trimmed, choices in option order. */
export function toSubmission(questions: SurveyQuestion[], answers: DraftAnswers): SurveyAnswer[] {
  return questions.flatMap((q): SurveyAnswer[] => {
    const answer = answers[q.id];
    if (!answer || !isAnswered(q, answer)) return [];
    switch (q.questionType) {
      case QuestionType.single:
      case QuestionType.multiple: {
        const chosen = new Set(answer.optionKeys);
        return [
          { questionId: q.id, optionKeys: q.options.map((o) => o.optionKey).filter((k) => chosen.has(k)) },
        ];
      }
      case QuestionType.text:
        return [{ questionId: q.id, text: (answer.text ?? '').trim() }];
      case QuestionType.rating:
        return [{ questionId: q.id, rating: answer.rating ?? 0 }];
    }
  });
}

/** The submitted answers as the form shows them. */
export function fromSubmission(answers: SurveyAnswer[]): DraftAnswers {
  const draft: DraftAnswers = {};
  for (const a of answers) {
    if (a.optionKeys) draft[a.questionId] = { optionKeys: a.optionKeys };
    else if (a.text !== undefined) draft[a.questionId] = { text: a.text };
    else if (a.rating !== undefined) draft[a.questionId] = { rating: a.rating };
  }
  return draft;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A stored draft checked against the questions as they are now: values of unknown questions, unknown options,
 * scores off the scale and values of the wrong type are dropped, so a stale or tampered draft never reaches
 * the form.
 */
export function restoreDraft(questions: SurveyQuestion[], stored: unknown): DraftAnswers {
  if (!isRecord(stored)) return {};
  const draft: DraftAnswers = {};
  for (const q of questions) {
    const value = stored[q.id];
    if (!isRecord(value)) continue;
    switch (q.questionType) {
      case QuestionType.single:
      case QuestionType.multiple: {
        if (!Array.isArray(value.optionKeys)) break;
        const known = new Set(q.options.map((o) => o.optionKey));
        const keys = [
          ...new Set(value.optionKeys.filter((k): k is string => typeof k === 'string' && known.has(k))),
        ];
        const kept = q.questionType === QuestionType.single ? keys.slice(0, 1) : keys;
        if (kept.length > 0) draft[q.id] = { optionKeys: kept };
        break;
      }
      case QuestionType.text:
        if (typeof value.text === 'string' && value.text !== '') draft[q.id] = { text: value.text };
        break;
      case QuestionType.rating:
        if (
          Number.isInteger(value.rating) &&
          Number(value.rating) >= 1 &&
          Number(value.rating) <= q.scaleMax
        ) {
          draft[q.id] = { rating: Number(value.rating) };
        }
        break;
    }
  }
  return draft;
}

/** A multiple-choice box clicked: chosen or not. The most allowed is enforced on submit, not by refusing the click. */
export function toggleKey(keys: readonly string[] | undefined, key: string): string[] {
  const current = keys ?? [];
  return current.includes(key) ? current.filter((k) => k !== key) : [...current, key];
}
