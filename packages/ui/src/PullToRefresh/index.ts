export { PullToRefresh, PULL_TEXT, PULL_THRESHOLD_PX } from './PullToRefresh';
export type { PullToRefreshProps } from './PullToRefresh';
