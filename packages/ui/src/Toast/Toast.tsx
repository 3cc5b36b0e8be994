import { TIMING } from '@routebook/schema';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

import styles from './Toast.module.css';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastOptions {
  /** How long the toast stays, in ms (default TIMING.toastDefault). */
  durationMs?: number;
  tone?: ToastTone;
}

export interface ToastApi {
  show(message: string, options?: ToastOptions): void;
}

export interface ToastProviderProps {
  children: ReactNode;
}

interface ToastItem {
  id: number;
  message: string;
  durationMs: number;
  tone: ToastTone;
}

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Holds the toasts of the whole app: put it once at the root. Its live region (role="status")
 * is in the page from the start, so screen readers announce each toast as it is added; several
 * toasts stack, and each leaves after its own duration.
 */
export function ToastProvider({ children }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const show = useCallback((message: string, options: ToastOptions = {}) => {
    const id = nextId.current++;
    const durationMs = options.durationMs ?? TIMING.toastDefault;
    setToasts((current) => [...current, { id, message, durationMs, tone: options.tone ?? 'info' }]);
    timers.current.set(
      id,
      setTimeout(() => {
        timers.current.delete(id);
        setToasts((current) => current.filter((toast) => toast.id !== id));
      }, durationMs),
    );
  }, []);

  const api = useMemo<ToastApi>(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {createPortal(
        <div className={styles.region} role="status" aria-live="polite">
          {toasts.map((toast) => (
            <div
              key={toast.id}
              className={styles.toast}
              data-tone={toast.tone}
              data-duration-ms={toast.durationMs}
            >
              {toast.message}
            </div>
          ))}
        </div>,
        document.body,
      )}
    </ToastContext.Provider>
  );
}

/** Shows short messages (spec §8/§9: 2 s and 4 s toasts). Needs a ToastProvider above. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}
