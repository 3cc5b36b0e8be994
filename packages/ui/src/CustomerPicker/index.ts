export {
  CUSTOMER_SEARCH_DEBOUNCE_MS,
  CustomerPicker,
  type CustomerPickerCustomer,
  type CustomerPickerProps,
  type CustomerPickerResult,
  type CustomerSearchAnswer,
} from './CustomerPicker';
