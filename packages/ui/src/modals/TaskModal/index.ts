export { TaskModal, type TaskModalProps } from './TaskModal';
