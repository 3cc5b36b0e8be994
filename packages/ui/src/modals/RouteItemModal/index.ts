export {
  RouteItemModal,
  type RouteItemModalProps,
  type RouteItemType,
  type RouteItemValues,
} from './RouteItemModal';
export {
  CUSTOMER_SEARCH_DEBOUNCE_MS,
  type RouteItemCustomer,
  type RouteItemCustomerResult,
} from './RouteItemModalCustomerSearch';
