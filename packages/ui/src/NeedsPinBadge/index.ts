export { NeedsPinBadge, type NeedsPinBadgeProps } from './NeedsPinBadge';
