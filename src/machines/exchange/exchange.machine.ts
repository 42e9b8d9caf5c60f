import { assign, fromPromise, setup } from 'xstate';
import { MALL_ADDRESS_MAX, MALL_NOTE_MAX, MALL_RECEIVER_MAX } from '../../../contract/mall.routes';
import { errorParams, failureOf, noFailure, notProvided } from '../shared/failure';
import type {
  Delivery,
  DeliveryField,
  ExchangeContext,
  ExchangeEvent,
  ExchangeInput,
  ExchangeLine,
  ExchangeTag,
  PlacedOrder,
} from './exchange.types';

const PHONE = /^1[3-9][0-9]{9}$/;

/** What the delivery fields lack, as message keys (the gateway checks the same and says so if it gets there). */
export function deliveryErrors(d: Delivery): Partial<Record<DeliveryField, string>> {
  const errors: Partial<Record<DeliveryField, string>> = {};
  const name = d.receiverName.trim();
  if (name === '') errors.receiverName = 'mall.receiver.required';
  else if (name.length > MALL_RECEIVER_MAX) errors.receiverName = 'mall.receiver.tooLong';
  if (!PHONE.test(d.receiverPhone.trim())) errors.receiverPhone = 'phone.invalid';
  const address = d.address.trim();
  if (address === '') errors.address = 'mall.address.required';
  else if (address.length > MALL_ADDRESS_MAX) errors.address = 'mall.address.tooLong';
  if (d.note.trim().length > MALL_NOTE_MAX) errors.note = 'mall.note.tooLong';
  return errors;
}

export interface ExchangeRequestInput {
  key: string;
  lines: ExchangeLine[];
  fromCart: 0 | 1;
  delivery: Delivery;
}

/**
 * Exchanging goods for points: the cart (or one goods) → confirming the lines and where they go → placing →
 * placed, or refused with the gateway's reason (sold out, over the limit, not enough points, the connection)
 * with everything kept, to try again or go back to the cart. One call at a time, one key per confirmation.
 */
export const exchangeMachine = setup({
  types: {
    context: {} as ExchangeContext,
    events: {} as ExchangeEvent,
    input: {} as ExchangeInput,
    tags: {} as ExchangeTag,
  },
  actors: {
    exchange: fromPromise<PlacedOrder, ExchangeRequestInput>(notProvided('exchange')),
  },
  guards: {
    hasLines: ({ event }) => event.type === 'checkout' && event.lines.length > 0,
    deliveryValid: ({ context }) => Object.keys(deliveryErrors(context.delivery)).length === 0,
  },
  actions: {
    open: assign(({ context, event }) =>
      event.type === 'checkout'
        ? {
            lines: event.lines,
            fromCart: event.fromCart,
            key: context.newKey(),
            fieldErrors: {},
            order: null,
          }
        : {},
    ),
    edit: assign(({ context, event }) => {
      if (event.type !== 'edit') return {};
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      return { delivery: { ...context.delivery, [event.field]: event.value }, fieldErrors };
    }),
    markFields: assign(({ context }) => ({ fieldErrors: deliveryErrors(context.delivery) })),
    clearFailure: assign(noFailure),
    setFailure: assign((_, params: { error: unknown }) => failureOf(params.error)),
    setOrder: assign((_, params: { order: PlacedOrder }) => ({ order: params.order })),
    /** The page reads what changed (balance, stock, cart, orders): provided by the page. */
    reload: () => undefined,
  },
}).createMachine({
  id: 'exchange',
  description: 'A member exchanging goods for points.',
  context: ({ input }) => ({
    lines: [],
    fromCart: 0,
    delivery: input.delivery,
    fieldErrors: {},
    key: '',
    newKey: input.newKey,
    order: null,
    ...noFailure,
  }),
  initial: 'closed',
  states: {
    closed: {
      description: 'Choosing in the cart or on the goods page.',
      on: { checkout: { guard: 'hasLines', target: 'confirming', actions: ['open', 'clearFailure'] } },
    },
    confirming: {
      description: 'The lines, their points and where they go; nothing is sent yet.',
      tags: ['open', 'confirming'],
      on: {
        edit: { actions: 'edit' },
        confirm: [{ guard: 'deliveryValid', target: 'placing' }, { actions: 'markFields' }],
        back: 'closed',
        close: 'closed',
      },
    },
    placing: {
      description: 'The exchange call: stock, points and the order in one transaction.',
      tags: ['open', 'busy'],
      entry: 'clearFailure',
      invoke: {
        src: 'exchange',
        input: ({ context }) => ({
          key: context.key,
          lines: context.lines,
          fromCart: context.fromCart,
          delivery: context.delivery,
        }),
        onDone: {
          target: 'placed',
          actions: [{ type: 'setOrder', params: ({ event }) => ({ order: event.output }) }, 'reload'],
        },
        onError: { target: 'refused', actions: { type: 'setFailure', params: errorParams } },
      },
    },
    refused: {
      description: 'Not placed, with the reason; the lines and the delivery are kept.',
      tags: ['open', 'refused'],
      on: {
        retry: 'placing',
        edit: { target: 'confirming', actions: 'edit' },
        back: 'closed',
        close: 'closed',
      },
    },
    placed: {
      description: 'Placed: the order number and the balance after it.',
      tags: ['open', 'placed'],
      on: { close: 'closed', back: 'closed' },
    },
  },
});
