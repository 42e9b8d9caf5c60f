/*
 * A gateway process for tests that run several of them: the real server with the environment's configuration,
 * except that passwords hash at the test cost and the clock can be moved. The clock starts
 * TEST_CLOCK_OFFSET_MS ahead of real time, and a parent that forked the process moves it with a message
 * `{ clockOffsetMs }` (answered with the same message once applied), so deadlines pass without waiting for
 * them. No environment variable of the gateway itself can do either.
 */
import { loadConfig } from '../../../gateway/config';
import { runGateway } from '../../../gateway/server';
import { TEST_PASSWORD_COST } from './password-cost';

export interface ClockMessage {
  clockOffsetMs: number;
}

function isClockMessage(message: unknown): message is ClockMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    typeof (message as Partial<ClockMessage>).clockOffsetMs === 'number'
  );
}

let offsetMs = Number(process.env.TEST_CLOCK_OFFSET_MS ?? '0');

if (process.send) {
  process.on('message', (message) => {
    if (!isClockMessage(message)) return;
    offsetMs = message.clockOffsetMs;
    process.send?.({ clockOffsetMs: offsetMs });
  });
  // A test runner that died must not leave its gateways running: losing the parent stops the process.
  process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));
}

await runGateway(() => ({
  ...loadConfig(),
  passwordCost: TEST_PASSWORD_COST,
  clock: () => new Date(Date.now() + offsetMs),
}));
