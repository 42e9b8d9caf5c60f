// `npm run site:create -- --host learn.example.com --company … --admin-phone …`: the first site of a real
// deployment, on the database the gateway's environment names (DATABASE_URL or DATA_DIR). See the README.
import { loadConfig } from '../gateway/config';
import { runSiteCreate } from '../gateway/site-create';

process.exitCode = await runSiteCreate(process.argv.slice(2), () => loadConfig(), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
