import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { offlineEnrolMachine } from '../../../src/machines/offline-enrol/offline-enrol.machine';
import {
  selectCanEnrol,
  selectEnrolBusy,
  selectEnrolError,
  selectEnrolled,
} from '../../../src/machines/offline-enrol/offline-enrol.selectors';
import { apiError, controllable } from './fakes';

function start(enrolled: boolean) {
  const enrol = controllable<unknown, { courseId: string }>();
  const actor = createActor(offlineEnrolMachine.provide({ actors: { enrol: enrol.logic } }), {
    input: { courseId: '61', enrolled },
  });
  actor.start();
  return { actor, enrol, snap: () => actor.getSnapshot() };
}

describe('offlineEnrol machine', () => {
  it('a learner already is enrolled, with nothing to press', () => {
    const c = start(true);
    expect(c.snap().value).toBe('enrolled');
    expect(c.snap().status).toBe('done');
    expect(selectEnrolled(c.snap())).toBe(true);
    expect(selectCanEnrol(c.snap())).toBe(false);
    expect(c.enrol.calls).toHaveLength(0);
  });

  it('not a learner yet: may enrol, and is enrolled once the gateway agrees', async () => {
    const c = start(false);
    expect(selectCanEnrol(c.snap())).toBe(true);
    expect(selectEnrolled(c.snap())).toBe(false);
    c.actor.send({ type: 'enrol' });
    expect(selectEnrolBusy(c.snap())).toBe(true);
    expect(selectCanEnrol(c.snap())).toBe(false);
    // A second press while the call is out sends nothing more.
    c.actor.send({ type: 'enrol' });
    expect(c.enrol.calls).toEqual([{ courseId: '61' }]);
    await c.enrol.resolve(undefined);
    expect(c.snap().value).toBe('enrolled');
    expect(selectEnrolled(c.snap())).toBe(true);
    expect(selectEnrolBusy(c.snap())).toBe(false);
    expect(c.snap().context.enrolled).toBe(true);
    expect(selectEnrolError(c.snap())).toBeNull();
  });

  it('a refusal goes back to enrolling being possible, with the message; a new press clears it', async () => {
    const c = start(false);
    c.actor.send({ type: 'enrol' });
    await c.enrol.reject(apiError(999, '报名已截止'));
    expect(selectCanEnrol(c.snap())).toBe(true);
    expect(selectEnrolBusy(c.snap())).toBe(false);
    expect(selectEnrolled(c.snap())).toBe(false);
    expect(selectEnrolError(c.snap())).toBe('报名已截止');
    expect(c.snap().context.errorCode).toBe(999);
    c.actor.send({ type: 'enrol' });
    expect(selectEnrolError(c.snap())).toBeNull();
    expect(c.enrol.calls).toHaveLength(2);
    await c.enrol.resolve(undefined);
    expect(selectEnrolled(c.snap())).toBe(true);
  });
});
