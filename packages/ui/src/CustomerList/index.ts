export {
  CustomerList,
  type CustomerAction,
  type CustomerListCustomer,
  type CustomerListProps,
} from './CustomerList';
