export {
  JobCustomerCard,
  customerAddressLines,
  directionsUrl,
  telUrl,
  type JobCustomerCardCustomer,
  type JobCustomerCardProps,
} from './JobCustomerCard';
