export * from './agencies.ts';
export * from './auth.ts';
export * from './quotes.ts';
export * from './records.ts';
export * from './reference.ts';
export * from './messages.ts';
