import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { Code } from '../../../contract/envelope.routes';
import type { CartView } from '../../../contract/mall';
import { cartEditMachine } from '../../../src/machines/cart-edit/cart-edit.machine';
import {
  selectCartBusy,
  selectCartError,
  selectCartFailedChange,
  selectEditedCart,
} from '../../../src/machines/cart-edit/cart-edit.selectors';
import type { CartChange } from '../../../src/machines/cart-edit/cart-edit.types';
import { apiError, controllable } from './fakes';

const cart: CartView = { lines: [], balance: 1350, selectedTotal: 0 };

function start() {
  const apply = controllable<CartView, CartChange>();
  const reloads: number[] = [];
  const actor = createActor(
    cartEditMachine.provide({ actors: { apply: apply.logic }, actions: { reload: () => reloads.push(1) } }),
  );
  actor.start();
  return { actor, apply, reloads, snap: () => actor.getSnapshot() };
}

describe('cartEdit machine', () => {
  it('sends one change at a time and reloads after each', async () => {
    const c = start();
    const change: CartChange = { kind: 'save', goodsId: '11', quantity: 1, replace: 0 };
    c.actor.send({ type: 'apply', change });
    c.actor.send({ type: 'apply', change: { kind: 'remove', goodsIds: ['11'] } });
    expect(selectCartBusy(c.snap())).toBe(true);
    expect(c.apply.calls).toEqual([change]);
    await c.apply.resolve(cart);
    expect(selectCartBusy(c.snap())).toBe(false);
    expect(selectEditedCart(c.snap())).toEqual(cart);
    expect(c.reloads).toHaveLength(1);
  });

  it('says why a change was refused, which one, until the next change or a dismissal', async () => {
    const c = start();
    const change: CartChange = { kind: 'save', goodsId: '12', quantity: 99, replace: 1 };
    c.actor.send({ type: 'apply', change });
    await c.apply.reject(apiError(Code.error, '“金属签字笔礼盒”您最多还可兑换 40 件'));
    expect(selectCartError(c.snap())).toBe('“金属签字笔礼盒”您最多还可兑换 40 件');
    expect(selectCartFailedChange(c.snap())).toEqual(change);
    expect(c.reloads).toHaveLength(0);
    c.actor.send({ type: 'dismiss' });
    expect(selectCartError(c.snap())).toBeNull();
    c.actor.send({ type: 'apply', change });
    await c.apply.reject(apiError(Code.error, 'again'));
    c.actor.send({ type: 'apply', change: { ...change, quantity: 40 } });
    expect(selectCartError(c.snap())).toBeNull();
    expect(c.apply.calls).toHaveLength(3);
  });
});
