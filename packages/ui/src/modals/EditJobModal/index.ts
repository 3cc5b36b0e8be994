export { EditJobModal, type EditJobModalProps } from './EditJobModal';
