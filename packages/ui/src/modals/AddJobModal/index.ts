export {
  AddJobModal,
  type AddJobModalProps,
  type AddJobStatus,
  type AddJobValues,
} from './AddJobModal';
