// `npm start`: build the portal when its sources changed, then run the gateway (which serves it) in this process.
import { execSync } from 'node:child_process';
import { register } from 'tsx/esm/api';
import { portalBuildIsStale } from './build-state.mjs';

if (process.env.SKIP_BUILD !== '1' && portalBuildIsStale()) {
  console.log('Building the portal…');
  execSync('npm run build', { stdio: 'inherit' });
}

register();
await import('../gateway/main.ts');
