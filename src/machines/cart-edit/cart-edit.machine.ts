import { assign, fromPromise, setup } from 'xstate';
import type { CartView } from '../../../contract/mall';
import { errorParams, failureOf, noFailure, notProvided } from '../shared/failure';
import type { CartChange, CartEditContext, CartEditEvent, CartEditTag } from './cart-edit.types';

/**
 * Changing the cart, one change at a time: a change sent while another is on its way is dropped (the page
 * disables its controls meanwhile). A refusal (sold out, over the limit, the connection) keeps the cart as the
 * gateway last had it and says why until the next change or a dismissal.
 */
export const cartEditMachine = setup({
  types: {
    context: {} as CartEditContext,
    events: {} as CartEditEvent,
    tags: {} as CartEditTag,
  },
  actors: {
    apply: fromPromise<CartView, CartChange>(notProvided('apply')),
  },
  actions: {
    clearFailure: assign(() => ({ ...noFailure, failed: null })),
    setPending: assign(({ event }) => (event.type === 'apply' ? { pending: event.change } : {})),
    setFailure: assign(({ context }, params: { error: unknown }) => ({
      ...failureOf(params.error),
      failed: context.pending,
    })),
    setCart: assign((_, params: { cart: CartView }) => ({ cart: params.cart })),
    /** The page reads what changed: provided by the page. */
    reload: () => undefined,
  },
}).createMachine({
  id: 'cartEdit',
  description: 'A member changing their cart.',
  context: { cart: null, pending: null, failed: null, ...noFailure },
  initial: 'idle',
  states: {
    idle: { on: { apply: { target: 'saving', actions: 'setPending' } } },
    saving: {
      description: 'The change on its way; other changes wait for it.',
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        src: 'apply',
        input: ({ context }) => context.pending as CartChange,
        onDone: {
          target: 'idle',
          actions: [{ type: 'setCart', params: ({ event }) => ({ cart: event.output }) }, 'reload'],
        },
        onError: {
          target: 'failed',
          actions: { type: 'setFailure', params: errorParams },
        },
      },
    },
    failed: {
      description: 'The last change was refused, with the reason.',
      tags: ['failed'],
      on: {
        apply: { target: 'saving', actions: 'setPending' },
        dismiss: { target: 'idle', actions: 'clearFailure' },
      },
    },
  },
});
