import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorParams, failureOf, noFailure, notProvided } from '../shared/failure';
import type { OrderShipContext, OrderShipEvent, OrderShipInput, OrderShipTag } from './order-ship.types';

/**
 * An administrator shipping one pending exchange order with its tracking number, sent once. A refusal (the
 * member cancelled it meanwhile, another administrator shipped it) keeps what was typed and says why.
 */
export const orderShipMachine = setup({
  types: {
    context: {} as OrderShipContext,
    events: {} as OrderShipEvent,
    input: {} as OrderShipInput,
    tags: {} as OrderShipTag,
  },
  actors: {
    ship: fromPromise<unknown, { orderId: string; trackingNo: string }>(notProvided('ship')),
  },
  guards: {
    hasTracking: ({ context }) => context.trackingNo.trim() !== '',
  },
  actions: {
    setTracking: assign(({ event }) => {
      assertEvent(event, 'tracking');
      return { trackingNo: event.value, trackingMissing: false };
    }),
    flagTracking: assign({ trackingMissing: true }),
    clearFailure: assign(noFailure),
    setFailure: assign((_, params: { error: unknown }) => failureOf(params.error)),
  },
}).createMachine({
  id: 'orderShip',
  description: 'An administrator ships a pending exchange order with its tracking number.',
  context: ({ input }) => ({ orderId: input.orderId, trackingNo: '', trackingMissing: false, ...noFailure }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The tracking number is typed.',
      on: {
        tracking: { actions: 'setTracking' },
        submit: [{ guard: 'hasTracking', target: 'shipping' }, { actions: 'flagTracking' }],
      },
    },
    shipping: {
      description: 'The shipment is on its way; a refusal returns to editing with the message.',
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        src: 'ship',
        input: ({ context }) => ({ orderId: context.orderId, trackingNo: context.trackingNo.trim() }),
        onDone: 'shipped',
        onError: { target: 'editing', actions: { type: 'setFailure', params: errorParams } },
      },
    },
    shipped: { type: 'final', description: 'Shipped: the member sees the tracking number.' },
  },
});
