/*
 * The agencies module's public entry (decision 0024): what other modules may use of it.
 */
export { openingHoursOf } from './opening-hours.ts';
