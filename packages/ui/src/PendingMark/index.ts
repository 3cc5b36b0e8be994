export { PendingMark, type PendingMarkProps } from './PendingMark';
