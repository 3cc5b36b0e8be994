import { useSyncExternalStore } from 'react';

/** A module in a chunk of its own, loaded once on demand, which components can wait for. */
export interface LazyModule<T> {
  /** Starts the load (once; a failed load is tried again next time) and answers the module. */
  load(): Promise<T>;
  /** The module once it is in, else null; the component renders again when it arrives. */
  useLoaded(): T | null;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return {
    load() {
      loading ??= importer().then(
        (module) => {
          loaded = module;
          for (const listener of listeners) listener();
          return module;
        },
        (failure: unknown) => {
          loading = null;
          throw failure;
        },
      );
      return loading;
    },
    useLoaded: () =>
      useSyncExternalStore(
        subscribe,
        () => loaded,
        () => null,
      ),
  };
}
