import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { Code } from '../../../contract/envelope.routes';
import { orderShipMachine } from '../../../src/machines/order-ship/order-ship.machine';
import { selectShipped, selectShipping } from '../../../src/machines/order-ship/order-ship.selectors';
import { apiError, controllable } from './fakes';

function start() {
  const ship = controllable<unknown, { orderId: string; trackingNo: string }>();
  const actor = createActor(orderShipMachine.provide({ actors: { ship: ship.logic } }), {
    input: { orderId: '77' },
  });
  actor.start();
  return { actor, ship, snap: () => actor.getSnapshot() };
}

describe('orderShip machine', () => {
  it('asks for a tracking number before sending anything', () => {
    const c = start();
    c.actor.send({ type: 'tracking', value: '   ' });
    c.actor.send({ type: 'submit' });
    expect(c.snap().context.trackingMissing).toBe(true);
    expect(c.ship.calls).toHaveLength(0);
    c.actor.send({ type: 'tracking', value: 'SF1' });
    expect(c.snap().context.trackingMissing).toBe(false);
  });

  it('ships once with the number trimmed, and ends shipped', async () => {
    const c = start();
    c.actor.send({ type: 'tracking', value: ' SF100200300 ' });
    c.actor.send({ type: 'submit' });
    c.actor.send({ type: 'submit' });
    expect(selectShipping(c.snap())).toBe(true);
    expect(c.ship.calls).toEqual([{ orderId: '77', trackingNo: 'SF100200300' }]);
    await c.ship.resolve({});
    expect(selectShipped(c.snap())).toBe(true);
  });

  it('keeps the number and says why when refused', async () => {
    const c = start();
    c.actor.send({ type: 'tracking', value: 'SF1' });
    c.actor.send({ type: 'submit' });
    await c.ship.reject(apiError(Code.error, '只有待发货的订单可以发货'));
    expect(selectShipping(c.snap())).toBe(false);
    expect(c.snap().context).toMatchObject({ trackingNo: 'SF1', error: '只有待发货的订单可以发货' });
  });
});
