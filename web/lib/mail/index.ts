export { notify, sendMail, type Mail } from './transport';
export * from './messages';
