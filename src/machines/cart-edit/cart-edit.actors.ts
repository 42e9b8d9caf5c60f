import { fromPromise } from 'xstate';
import { mallCartRemove, mallCartSave, mallCartSelect } from '../../services/api/mall';
import type { HttpClient } from '../../services/http';
import { settled } from '../shared/settled';
import type { cartEditMachine } from './cart-edit.machine';
import type { CartChange } from './cart-edit.types';

type Implementations = Parameters<typeof cartEditMachine.provide>[0];

const quiet = { isShowErrTip: false } as const;

function applyChange(http: HttpClient, change: CartChange) {
  switch (change.kind) {
    case 'save':
      return mallCartSave(
        http,
        { goodsId: change.goodsId, quantity: change.quantity, replace: change.replace },
        quiet,
      );
    case 'select':
      return mallCartSelect(http, { goodsIds: change.goodsIds, selected: change.selected }, quiet);
    case 'remove':
      return mallCartRemove(http, { goodsIds: change.goodsIds }, quiet);
  }
}

/** `cartEditMachine.provide(createCartEditImplementations(http, reload))`: a refusal shows beside the cart. */
export function createCartEditImplementations(http: HttpClient, reload: () => void): Implementations {
  return {
    actions: { reload },
    actors: {
      apply: fromPromise(({ input }: { input: CartChange }) => settled(http, () => applyChange(http, input))),
    },
  };
}
