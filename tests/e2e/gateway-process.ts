/*
 * A gateway process for the end-to-end suite: the real server with the environment's configuration, except
 * that passwords hash at the test cost. At the production cost (about 2 s of CPU a check on two cores) the
 * suite's sign-ins would crowd out the pages under test; the gateway suite tests that cost itself, and no
 * environment variable can lower it for a real deployment.
 */
import { loadConfig } from '../../gateway/config';
import { runGateway } from '../../gateway/server';
import { TEST_PASSWORD_COST } from '../gateway/helpers/password-cost';

await runGateway(() => ({ ...loadConfig(), passwordCost: TEST_PASSWORD_COST }));
