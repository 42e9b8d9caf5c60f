import { fromPromise } from 'xstate';
import { adminOrderShip } from '../../services/api/mall-admin';
import type { HttpClient } from '../../services/http';
import { settled } from '../shared/settled';
import type { orderShipMachine } from './order-ship.machine';

type Implementations = Parameters<typeof orderShipMachine.provide>[0];

/** `orderShipMachine.provide(createOrderShipImplementations(http))`: a refusal shows beside the form. */
export function createOrderShipImplementations(http: HttpClient): Implementations {
  return {
    actors: {
      ship: fromPromise<unknown, { orderId: string; trackingNo: string }>(({ input }) =>
        settled(http, () => adminOrderShip(http, input, { isShowErrTip: false })),
      ),
    },
  };
}
