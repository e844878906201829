/**
 * The reference module's public entry.
 * Other modules import this file only (eslint.config.js); the rest of the folder is its own.
 */
export { assertReferencesExist } from './reference.service.ts';
