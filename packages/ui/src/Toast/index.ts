export { preloadToasts, ToastProvider, useToast } from './Toast';
export type { ToastApi, ToastOptions, ToastProviderProps, ToastTone } from './Toast';
