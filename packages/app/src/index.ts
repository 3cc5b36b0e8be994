// The Relay app is built in the app-shell issue; its version is a rule of the contract.
export { APP_VERSION } from '@routebook/schema';
