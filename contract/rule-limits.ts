/**
 * The rules' lengths as plain numbers, apart from contract/rules.ts, so a form can size its inputs without
 * loading zod with its first render.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 30;
export const SMS_CODE_LENGTH = 6;
