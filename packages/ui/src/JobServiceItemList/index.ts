export {
  JobServiceItemList,
  type JobServiceItemListItem,
  type JobServiceItemListProps,
} from './JobServiceItemList';
