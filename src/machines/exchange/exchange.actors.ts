import { fromPromise } from 'xstate';
import { mallExchange } from '../../services/api/mall';
import type { HttpClient } from '../../services/http';
import { settled } from '../shared/settled';
import type { ExchangeRequestInput, exchangeMachine } from './exchange.machine';

type Implementations = Parameters<typeof exchangeMachine.provide>[0];

/** `exchangeMachine.provide(createExchangeImplementations(http, reload))`: a refusal shows in the dialog. */
export function createExchangeImplementations(http: HttpClient, reload: () => void): Implementations {
  return {
    actions: { reload },
    actors: {
      exchange: fromPromise(({ input }: { input: ExchangeRequestInput }) =>
        settled(http, () =>
          mallExchange(
            http,
            {
              idempotencyKey: input.key,
              lines: input.lines.map((l) => ({ goodsId: l.goodsId, quantity: l.quantity })),
              fromCart: input.fromCart,
              receiverName: input.delivery.receiverName.trim(),
              receiverPhone: input.delivery.receiverPhone.trim(),
              address: input.delivery.address.trim(),
              note: input.delivery.note.trim(),
            },
            { isShowErrTip: false },
          ),
        ),
      ),
    },
  };
}
