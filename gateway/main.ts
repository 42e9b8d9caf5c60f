import { loadConfig } from './config';
import { runGateway } from './server';

// The entry point of `npm start` (scripts/start.mjs imports it) and of `npx tsx gateway/main.ts`.
await runGateway(() => loadConfig());
