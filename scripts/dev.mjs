// `npm run dev`: the gateway in watch mode on GATEWAY_PORT (8080) and Vite on 5173 proxying /gateway to it.
import { spawn } from 'node:child_process';

const gatewayPort = process.env.GATEWAY_PORT ?? '8080';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'gateway/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: gatewayPort },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, GATEWAY_PORT: gatewayPort } }),
];

function stop(signal) {
  for (const child of children) child.kill(signal);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
