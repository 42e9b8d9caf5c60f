import type { PasswordCost } from '../../../gateway/shared/passwords';

/**
 * The scrypt cost of the passwords tests store: far below production's, since the suite signs in hundreds of
 * times. Only tests can choose it (Config.passwordCost has no environment variable).
 */
export const TEST_PASSWORD_COST: PasswordCost = { n: 1024, r: 8, p: 1 };
