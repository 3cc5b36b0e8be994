export {
  AddJobModal,
  type AddJobCustomer,
  type AddJobModalProps,
  type AddJobStatus,
  type AddJobValues,
} from './AddJobModal';
