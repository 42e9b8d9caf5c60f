import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { NeedsEditRequest, NeedsView } from '../../../contract/training-needs';
import {
  NeedsForm as F,
  NeedsPriority as P,
  NeedsStatus as S,
} from '../../../contract/training-needs.routes';
import {
  createTrainingNeedsImplementations,
  needsDraftKey,
  readNeedsDraft,
  type NeedsDraftStore,
} from '../../../src/machines/training-needs/training-needs.actors';
import { trainingNeedsMachine } from '../../../src/machines/training-needs/training-needs.machine';
import { restoreDraft } from '../../../src/machines/training-needs/training-needs.rules';
import {
  selectDraft,
  selectError,
  selectFirstProblem,
  selectIsEditable,
  selectIsReadOnly,
  selectIsSubmitted,
  selectIsSubmitting,
  selectProblems,
  selectRestored,
  selectSaved,
  selectSubmitFailed,
} from '../../../src/machines/training-needs/training-needs.selectors';
import type { HttpClient } from '../../../src/services/http';
import { apiError, controllable, flush } from './fakes';

const TIME = '2027-01-10 09:30:00';

const view = (over: Partial<NeedsView> = {}): NeedsView => ({
  trainingNeedsId: '7',
  title: '2027 年度培训需求调研',
  description: '',
  startTime: '2027-01-01 09:00:00',
  endTime: '2027-01-31 18:00:00',
  status: S.open,
  topicCount: 3,
  submitted: 0,
  submitTime: null,
  topics: [
    { topicId: '11', topicName: '项目管理实战', description: '', courseId: null, courseName: null },
    { topicId: '12', topicName: '数据分析与可视化', description: '', courseId: '5', courseName: 'Excel' },
    { topicId: '13', topicName: '新任管理者领导力', description: '', courseId: null, courseName: null },
  ],
  mine: null,
  ...over,
});

const submitted = (over: Partial<NeedsView> = {}): NeedsView =>
  view({
    submitted: 1,
    submitTime: TIME,
    mine: {
      choices: [{ topicId: '12', priority: P.high, form: F.online }],
      customs: [{ topicName: '商务英语写作', priority: P.low, form: F.offline }],
      remarks: '周四下午最好',
      submitTime: TIME,
    },
    ...over,
  });

function memoryStore(initial: Record<string, string> = {}): NeedsDraftStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    read: (key) => data.get(key) ?? null,
    write: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
  };
}

function start(input: NeedsView, draft?: unknown) {
  const submit = controllable<NeedsView, NeedsEditRequest>();
  const saved: unknown[] = [];
  const cleared: string[] = [];
  const actor = createActor(
    trainingNeedsMachine.provide({
      actors: { submitNeeds: submit.logic },
      actions: {
        saveDraft: (_, params: { needsId: string; draft: unknown }) => void saved.push(params.draft),
        clearDraft: (_, params: { needsId: string }) => void cleared.push(params.needsId),
      },
    }),
    { input: { view: input, draft } },
  );
  actor.start();
  return { actor, submit, saved, cleared, snap: () => actor.getSnapshot() };
}

describe('trainingNeeds machine', () => {
  it('starts where the member stands: to fill in, submitted, or not open', () => {
    expect(start(view()).snap().value).toBe('editing');
    const done = start(submitted());
    expect(done.snap().value).toBe('submitted');
    expect(selectDraft(done.snap())).toEqual({
      choices: { '12': { priority: P.high, form: F.online } },
      customs: [{ key: '0', topicName: '商务英语写作', priority: P.low, form: F.offline }],
      remarks: '周四下午最好',
    });
    for (const status of [S.upcoming, S.closed]) {
      const c = start(submitted({ status }));
      expect(c.snap().value).toBe('readOnly');
      expect(selectIsReadOnly(c.snap())).toBe(true);
      // Nothing to edit while not open.
      c.actor.send({ type: 'edit' });
      c.actor.send({ type: 'draft.toggle', topicId: '11' });
      expect(c.snap().value).toBe('readOnly');
      expect(selectDraft(c.snap()).choices).not.toHaveProperty('11');
    }
  });

  it('fills in the form: ticks with a default priority and form, own topics up to five, remarks', () => {
    const c = start(view());
    c.actor.send({ type: 'draft.toggle', topicId: '13' });
    c.actor.send({ type: 'draft.toggle', topicId: '11' });
    c.actor.send({ type: 'draft.priority', topicId: '11', priority: P.high });
    c.actor.send({ type: 'draft.form', topicId: '13', form: F.offline });
    // A priority for a topic not ticked changes nothing.
    c.actor.send({ type: 'draft.priority', topicId: '12', priority: P.low });
    for (let i = 0; i < 7; i++) c.actor.send({ type: 'draft.add' });
    const keys = selectDraft(c.snap()).customs.map((x) => x.key);
    expect(keys).toHaveLength(5);
    for (const key of keys.slice(1)) c.actor.send({ type: 'draft.remove', key });
    c.actor.send({ type: 'draft.name', key: keys[0] ?? '', topicName: '商务英语写作' });
    c.actor.send({ type: 'draft.customPriority', key: keys[0] ?? '', priority: P.low });
    c.actor.send({ type: 'draft.remarks', remarks: '  希望线下 ' });
    expect(selectDraft(c.snap())).toEqual({
      choices: { '11': { priority: P.high, form: F.either }, '13': { priority: P.medium, form: F.offline } },
      customs: [{ key: keys[0], topicName: '商务英语写作', priority: P.low, form: F.either }],
      remarks: '  希望线下 ',
    });
    // Every change is kept as a draft.
    expect(c.saved.at(-1)).toEqual(selectDraft(c.snap()));
    c.actor.send({ type: 'draft.toggle', topicId: '13' });
    expect(selectDraft(c.snap()).choices).not.toHaveProperty('13');
  });

  it('submits the answer in the collection’s order, texts trimmed; then shows it, to change', async () => {
    const c = start(view());
    c.actor.send({ type: 'draft.toggle', topicId: '13' });
    c.actor.send({ type: 'draft.toggle', topicId: '11' });
    c.actor.send({ type: 'draft.add' });
    const key = selectDraft(c.snap()).customs[0]?.key ?? '';
    c.actor.send({ type: 'draft.name', key, topicName: ' 商务英语写作 ' });
    c.actor.send({ type: 'draft.remarks', remarks: ' 周四 ' });
    c.actor.send({ type: 'submit' });
    expect(selectIsSubmitting(c.snap())).toBe(true);
    // Nothing changes, and nothing more is sent, while the answer is on its way.
    c.actor.send({ type: 'submit' });
    c.actor.send({ type: 'draft.toggle', topicId: '12' });
    expect(c.submit.calls).toEqual([
      {
        trainingNeedsId: '7',
        choices: [
          { topicId: '11', priority: P.medium, form: F.either },
          { topicId: '13', priority: P.medium, form: F.either },
        ],
        customs: [{ topicName: '商务英语写作', priority: P.medium, form: F.either }],
        remarks: '周四',
      },
    ]);
    const answer = submitted();
    await c.submit.resolve(answer);
    expect(selectIsSubmitted(c.snap())).toBe(true);
    expect(selectSaved(c.snap())).toBe(1);
    expect(c.snap().context.view).toBe(answer);
    // What shows is what the gateway holds.
    expect(selectDraft(c.snap()).remarks).toBe('周四下午最好');
    expect(c.cleared).toEqual(['7']);

    c.actor.send({ type: 'edit' });
    expect(c.snap().value).toBe('editing');
    c.actor.send({ type: 'draft.toggle', topicId: '12' });
    c.actor.send({ type: 'cancel' });
    // The changes are dropped: the answer as submitted.
    expect(c.snap().value).toBe('submitted');
    expect(selectDraft(c.snap()).choices).toEqual({ '12': { priority: P.high, form: F.online } });
    expect(c.cleared).toEqual(['7', '7']);
  });

  it('keeps every field as typed when the gateway refuses, with its message, and sends again', async () => {
    const c = start(view());
    c.actor.send({ type: 'draft.remarks', remarks: '都可以' });
    c.actor.send({ type: 'submit' });
    await c.submit.reject(apiError(999, '请至少勾选一个备选主题，或填写一项自己的需求'));
    expect(c.snap().value).toBe('failed');
    expect(selectSubmitFailed(c.snap())).toBe(true);
    expect(selectIsEditable(c.snap())).toBe(true);
    expect(selectError(c.snap())).toBe('请至少勾选一个备选主题，或填写一项自己的需求');
    expect(selectDraft(c.snap()).remarks).toBe('都可以');
    // The next change clears the message; the form is as it was.
    c.actor.send({ type: 'draft.toggle', topicId: '12' });
    expect(c.snap().value).toBe('editing');
    expect(selectError(c.snap())).toBeNull();
    expect(selectDraft(c.snap())).toMatchObject({ remarks: '都可以', choices: { '12': {} } });
    c.actor.send({ type: 'submit' });
    await c.submit.reject(apiError(999, '本次培训需求征集已于 2027-01-31 18:00:00 截止，不能再提交或修改'));
    // Sent again from the failure as it stands.
    c.actor.send({ type: 'submit' });
    expect(c.submit.calls).toHaveLength(3);
    await c.submit.resolve(submitted());
    expect(selectIsSubmitted(c.snap())).toBe(true);
  });

  it('checks each field before sending: own topics named, short, not twice, not a suggested one', () => {
    const c = start(view());
    for (let i = 0; i < 5; i++) c.actor.send({ type: 'draft.add' });
    const [blank, long, listed, first, twice] = selectDraft(c.snap()).customs.map((x) => x.key) as string[];
    c.actor.send({ type: 'draft.name', key: blank ?? '', topicName: '   ' });
    c.actor.send({ type: 'draft.name', key: long ?? '', topicName: '长'.repeat(51) });
    c.actor.send({ type: 'draft.name', key: listed ?? '', topicName: ' 项目管理实战' });
    c.actor.send({ type: 'draft.name', key: first ?? '', topicName: 'Python 入门' });
    c.actor.send({ type: 'draft.name', key: twice ?? '', topicName: 'python 入门' });
    c.actor.send({ type: 'draft.remarks', remarks: '字'.repeat(501) });
    c.actor.send({ type: 'submit' });
    expect(c.snap().value).toBe('editing');
    expect(c.submit.calls).toEqual([]);
    expect(selectProblems(c.snap())).toEqual({
      customs: {
        [blank ?? '']: { kind: 'required' },
        [long ?? '']: { kind: 'tooLong', max: 50 },
        [listed ?? '']: { kind: 'listed' },
        [twice ?? '']: { kind: 'duplicate' },
      },
      remarks: { kind: 'tooLong', max: 500 },
    });
    expect(selectFirstProblem(c.snap())).toEqual({ custom: blank });
    // Fixed fields drop out as they change; 50 characters (an emoji is one) pass.
    c.actor.send({ type: 'draft.remove', key: blank ?? '' });
    c.actor.send({ type: 'draft.name', key: long ?? '', topicName: '😀'.repeat(50) });
    c.actor.send({ type: 'draft.remove', key: listed ?? '' });
    c.actor.send({ type: 'draft.name', key: twice ?? '', topicName: 'Python 进阶' });
    expect(selectProblems(c.snap())).toEqual({ customs: {}, remarks: { kind: 'tooLong', max: 500 } });
    expect(selectFirstProblem(c.snap())).toBe('remarks');
    c.actor.send({ type: 'draft.remarks', remarks: '字'.repeat(500) });
    expect(selectFirstProblem(c.snap())).toBeNull();
    c.actor.send({ type: 'submit' });
    expect(c.submit.calls).toHaveLength(1);
  });

  it('restores an unsent draft, checked against the collection, over the submitted answer', () => {
    const stored = {
      choices: { '11': { priority: P.low, form: F.offline }, '99': { priority: P.high, form: F.online } },
      customs: [
        { key: 'x', topicName: '商务英语写作', priority: P.high, form: F.online },
        { topicName: 3, priority: P.high, form: F.online },
        { topicName: '排版', priority: 9, form: F.online },
      ],
      remarks: '未发送的备注',
    };
    const c = start(submitted(), stored);
    expect(c.snap().value).toBe('editing');
    expect(selectRestored(c.snap())).toBe(true);
    expect(selectDraft(c.snap())).toEqual({
      choices: { '11': { priority: P.low, form: F.offline } },
      customs: [{ key: '1', topicName: '商务英语写作', priority: P.high, form: F.online }],
      remarks: '未发送的备注',
    });
    // Dropping the changes goes back to the answer as submitted, and forgets the draft.
    c.actor.send({ type: 'cancel' });
    expect(c.snap().value).toBe('submitted');
    expect(selectRestored(c.snap())).toBe(false);
    expect(c.cleared).toEqual(['7']);
    // A draft of nothing usable, or of a collection no longer open, is not restored.
    expect(start(view(), { choices: { '99': {} }, customs: 'x' }).snap().context.restored).toBe(false);
    const closed = start(view({ status: S.closed }), stored);
    expect(closed.snap().value).toBe('readOnly');
    expect(closed.cleared).toEqual(['7']);
    expect(restoreDraft(view().topics, null, 0)).toBeNull();
  });

  it('keeps drafts per person and collection in the browser, and survives storage that refuses', async () => {
    const store = memoryStore();
    const http = { toApiError: (e: unknown) => e } as unknown as HttpClient;
    const impl = createTrainingNeedsImplementations(http, store, '1001');
    const actor = createActor(trainingNeedsMachine.provide(impl), { input: { view: view() } });
    actor.start();
    actor.send({ type: 'draft.remarks', remarks: '草稿' });
    const key = needsDraftKey('1001', '7');
    expect(readNeedsDraft(store, key)).toMatchObject({ remarks: '草稿' });
    expect(readNeedsDraft(store, needsDraftKey('1002', '7'))).toBeNull();
    store.data.set(key, '{not json');
    expect(readNeedsDraft(store, key)).toBeNull();
    const refusing: NeedsDraftStore = {
      read: () => null,
      write: () => {
        throw new Error('quota');
      },
      remove: () => {
        throw new Error('quota');
      },
    };
    const quiet = createActor(
      trainingNeedsMachine.provide(createTrainingNeedsImplementations(http, refusing, '1001')),
      { input: { view: view() } },
    );
    quiet.start();
    quiet.send({ type: 'draft.remarks', remarks: '草稿' });
    await flush();
    expect(quiet.getSnapshot().context.draft.remarks).toBe('草稿');
  });
});
