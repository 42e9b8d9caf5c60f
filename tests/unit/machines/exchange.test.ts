import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { Code } from '../../../contract/envelope.routes';
import { OrderStatus } from '../../../contract/mall.routes';
import { exchangeMachine, type ExchangeRequestInput } from '../../../src/machines/exchange/exchange.machine';
import {
  selectConfirming,
  selectDeliveryErrors,
  selectExchangeError,
  selectExchangeOpen,
  selectExchangeTotal,
  selectPlaced,
  selectPlacedOrder,
  selectPlacing,
  selectRefused,
} from '../../../src/machines/exchange/exchange.selectors';
import type { ExchangeLine, PlacedOrder } from '../../../src/machines/exchange/exchange.types';
import { apiError, controllable } from './fakes';

const delivery = { receiverName: '林晓', receiverPhone: '13800000001', address: '', note: '' };
const lines: ExchangeLine[] = [
  { goodsId: '11', name: '星河定制笔记本 A5', price: 120, quantity: 2 },
  { goodsId: '12', name: '桌面多肉小盆栽', price: 90, quantity: 1 },
];
const order: PlacedOrder = {
  id: '501',
  orderNo: '20261128000501',
  status: OrderStatus.pending,
  totalPoints: 330,
  lines: lines.map(({ goodsId, name, price, quantity }) => ({ goodsId, name, price, quantity, cover: '' })),
  receiverName: '林晓',
  receiverPhone: '13800000001',
  address: '星河大厦 1 层',
  note: '',
  trackingNo: '',
  gmtCreate: '2026-11-28 10:00:00',
  shippedTime: null,
  receivedTime: null,
  cancelledTime: null,
  balanceAfter: 1020,
};

function start() {
  const exchange = controllable<PlacedOrder, ExchangeRequestInput>();
  const reloads: number[] = [];
  let keys = 0;
  const actor = createActor(
    exchangeMachine.provide({
      actors: { exchange: exchange.logic },
      actions: { reload: () => reloads.push(1) },
    }),
    { input: { delivery, newKey: () => `key-${(keys += 1)}` } },
  );
  actor.start();
  return { actor, exchange, reloads, snap: () => actor.getSnapshot() };
}

describe('exchange machine', () => {
  it('opens on lines only, shows their total, and asks for what the delivery lacks before sending anything', () => {
    const c = start();
    c.actor.send({ type: 'checkout', lines: [], fromCart: 1 });
    expect(selectExchangeOpen(c.snap())).toBe(false);
    c.actor.send({ type: 'checkout', lines, fromCart: 1 });
    expect(selectConfirming(c.snap())).toBe(true);
    expect(selectExchangeTotal(c.snap())).toBe(330);
    c.actor.send({ type: 'edit', field: 'receiverPhone', value: '123' });
    c.actor.send({ type: 'confirm' });
    expect(selectConfirming(c.snap())).toBe(true);
    expect(selectDeliveryErrors(c.snap())).toEqual({
      receiverPhone: 'phone.invalid',
      address: 'mall.address.required',
    });
    expect(c.exchange.calls).toHaveLength(0);
    // Typing in a field clears its message; the rest stays.
    c.actor.send({ type: 'edit', field: 'address', value: '星河大厦 1 层' });
    expect(selectDeliveryErrors(c.snap())).toEqual({ receiverPhone: 'phone.invalid' });
  });

  it('places once however often confirm is pressed, then shows the order and reloads the page', async () => {
    const c = start();
    c.actor.send({ type: 'checkout', lines, fromCart: 1 });
    c.actor.send({ type: 'edit', field: 'address', value: '星河大厦 1 层' });
    c.actor.send({ type: 'confirm' });
    c.actor.send({ type: 'confirm' });
    expect(selectPlacing(c.snap())).toBe(true);
    expect(c.exchange.calls).toEqual([
      { key: 'key-1', lines, fromCart: 1, delivery: { ...delivery, address: '星河大厦 1 层' } },
    ]);
    await c.exchange.resolve(order);
    expect(selectPlaced(c.snap())).toBe(true);
    expect(selectPlacedOrder(c.snap())).toEqual(order);
    expect(c.reloads).toHaveLength(1);
    c.actor.send({ type: 'close' });
    expect(selectExchangeOpen(c.snap())).toBe(false);
    // The next confirmation gets a key of its own.
    c.actor.send({ type: 'checkout', lines: [lines[0]!], fromCart: 0 });
    c.actor.send({ type: 'confirm' });
    expect(c.exchange.calls[1]?.key).toBe('key-2');
  });

  it('keeps everything on a refusal and retries with the same key, so a lost answer never places twice', async () => {
    const c = start();
    c.actor.send({ type: 'checkout', lines, fromCart: 1 });
    c.actor.send({ type: 'edit', field: 'address', value: '星河大厦 1 层' });
    c.actor.send({ type: 'confirm' });
    await c.exchange.reject(apiError(-1, '网络连接失败，请检查网络'));
    expect(selectRefused(c.snap())).toBe(true);
    expect(selectExchangeError(c.snap())).toBe('网络连接失败，请检查网络');
    expect(c.snap().context.lines).toEqual(lines);
    c.actor.send({ type: 'retry' });
    expect(c.exchange.calls.map((x) => x.key)).toEqual(['key-1', 'key-1']);
    await c.exchange.reject(apiError(Code.error, '“降噪蓝牙耳机”已兑完'));
    expect(selectExchangeError(c.snap())).toBe('“降噪蓝牙耳机”已兑完');
    expect(c.reloads).toHaveLength(0);
    // Back to the cart: the lines are the cart's, untouched; nothing was reloaded.
    c.actor.send({ type: 'back' });
    expect(selectExchangeOpen(c.snap())).toBe(false);
    expect(selectExchangeError(c.snap())).toBe('“降噪蓝牙耳机”已兑完');
  });

  it('goes back to the form when a refused delivery is corrected', async () => {
    const c = start();
    c.actor.send({ type: 'checkout', lines, fromCart: 0 });
    c.actor.send({ type: 'edit', field: 'address', value: '星河大厦' });
    c.actor.send({ type: 'confirm' });
    await c.exchange.reject(apiError(Code.error, '请填写收货人'));
    c.actor.send({ type: 'edit', field: 'receiverName', value: '林晓（代领）' });
    expect(selectConfirming(c.snap())).toBe(true);
    expect(c.snap().context.delivery.receiverName).toBe('林晓（代领）');
  });
});
