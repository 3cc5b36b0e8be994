export {
  CustomerActions,
  CustomerList,
  type CustomerAction,
  type CustomerListCustomer,
  type CustomerListProps,
} from './CustomerList';
