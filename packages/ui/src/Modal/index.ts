export { Modal, preloadModal } from './Modal';
export type { ModalProps } from './Modal';
