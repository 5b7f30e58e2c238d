export { loggedFailure } from './failures';
export type { Mail } from './transport';
export { dropQueued, enqueue, retryUntil, sendNow, withdrawQueued } from './queue';
export { startMailWorkers } from './worker';
export * from './messages';
export * from './confirmations';
export * from './demo-mails';
