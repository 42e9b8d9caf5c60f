/**
 * The longest code the scan call reads (a code is far shorter; this only bounds bad input). Apart from
 * offline.routes.ts, so the check-in address's reader ships with the start-up code without the rest.
 */
export const ATTENDANCE_CODE_MAX = 200;
