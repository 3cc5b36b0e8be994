export { UpdateNotice } from './UpdateNotice';
export type { UpdateNoticeProps } from './UpdateNotice';
