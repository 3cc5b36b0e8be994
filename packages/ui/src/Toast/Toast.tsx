import { TIMING } from '@routebook/schema';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ReactNode } from 'react';
import { lazyModule } from '../lazyModule';
import { createPortal } from 'react-dom';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastOptions {
  /** How long the toast stays, in ms (default TIMING.toastDefault); paused while hovered or focused. */
  durationMs?: number;
  tone?: ToastTone;
}

export interface ToastApi {
  show(message: string, options?: ToastOptions): void;
}

export interface ToastProviderProps {
  children: ReactNode;
}

/** A toast on screen (ToastViewport shows them). */
export interface ToastItem {
  id: number;
  message: string;
  durationMs: number;
  tone: ToastTone;
}

const ToastContext = createContext<ToastApi | null>(null);

type ToastViewportModule = typeof import('./ToastViewport');

const viewportModule = lazyModule<ToastViewportModule>(() => import('./ToastViewport'));

/**
 * Loads the toasts' code (Radix Toast) ahead of the first toast; ToastProvider loads it when one
 * is shown. A failed load is tried again next time.
 */
export const preloadToasts = (): Promise<ToastViewportModule> => viewportModule.load();

/**
 * Holds the toasts of the whole app: put it once at the root. Built on Radix Toast (ToastViewport,
 * loaded with the first toast): each toast is announced to screen readers, its timer pauses while
 * it is hovered or focused (and while the window is in the background), its Dismiss button (×) or
 * a swipe to the right closes it, and F8 moves focus to the toasts. Several toasts stack; each
 * leaves after its own duration.
 */
export function ToastProvider({ children }: ToastProviderProps) {
  // Inside another provider (the app's root in Storybook's, which wraps every story) the outer
  // one shows the toasts: one list, one F8 landmark.
  const outer = useContext(ToastContext);
  return outer ? children : <Toasts>{children}</Toasts>;
}

/** The provider whose viewport stays on the page (see `Toasts`), and who to tell of a change. */
let host: symbol | null = null;
const hostListeners = new Set<() => void>();

function setHost(next: symbol | null) {
  host = next;
  for (const listener of hostListeners) listener();
}

function subscribeHost(listener: () => void) {
  hostListeners.add(listener);
  return () => void hostListeners.delete(listener);
}

function Toasts({ children }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(0);

  // The viewport is a landmark, and landmarks must be unique; a docs page renders each story in
  // its own React root, each with a provider. One provider (the first, then whichever claims the
  // place when it leaves) keeps its viewport mounted, so a toast shows at once; the others mount
  // theirs only while they have toasts.
  const [me] = useState(() => Symbol('ToastProvider'));
  const isHost = useSyncExternalStore(subscribeHost, () => host === me);
  useEffect(() => {
    const claim = () => {
      if (host === null) setHost(me);
    };
    claim();
    const unsubscribe = subscribeHost(claim);
    return () => {
      unsubscribe();
      if (host === me) setHost(null);
    };
  }, [me]);

  const show = useCallback((message: string, options: ToastOptions = {}) => {
    const id = nextId.current++;
    const durationMs = options.durationMs ?? TIMING.toastDefault;
    setToasts((current) => [...current, { id, message, durationMs, tone: options.tone ?? 'info' }]);
  }, []);

  const remove = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const api = useMemo<ToastApi>(() => ({ show }), [show]);

  // No page needs the toasts' code before its first toast: it loads then, and the toasts wait.
  const loaded = viewportModule.useLoaded();
  const ToastViewport = loaded?.default;
  const waiting = toasts.length > 0 && !ToastViewport;
  useEffect(() => {
    // A failed load leaves the toasts waiting; the next toast tries again.
    if (waiting) preloadToasts().catch(() => undefined);
  }, [waiting, toasts.length]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {createPortal(
        // Radix announces each toast itself, hence aria-live off. The attribute also keeps the
        // toasts out of what an open modal hides from screen readers (aria-hidden skips live
        // regions), and role="status" is where pages and tests look for them.
        <div role="status" aria-live="off">
          {ToastViewport && (
            <ToastViewport toasts={toasts} keepViewport={isHost} onRemove={remove} />
          )}
        </div>,
        document.body,
      )}
    </ToastContext.Provider>
  );
}

/**
 * Shows short messages (2 s and 4 s toasts, product.md §Timings and sizes). Needs a ToastProvider
 * above.
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}
