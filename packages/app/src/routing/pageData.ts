import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { PageError } from '../shell/PageError';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { OperationType } from 'relay-runtime';

type Loaded = { queryRef?: PreloadedQuery<OperationType> } | null | undefined;

/**
 * A page's loader answers once its query's answer is in (when it had to ask the server): while it
 * waits the data router's navigation is `loading` (the shell's progress bar shows it, the page
 * stays as it was), and a failure reaches the page's error boundary, whose Retry re-runs it.
 */
export function waitingForData(loader: LoaderFunction): LoaderFunction {
  return async (args, context) => {
    const loaded = (await loader(args, context)) as unknown;
    const queryRef = (loaded as Loaded)?.queryRef;
    if (queryRef?.kind === 'PreloadedQuery' && queryRef.source) {
      try {
        await queryRef.source.toPromise();
      } catch (failure) {
        queryRef.dispose();
        throw failure;
      }
    }
    return loaded;
  };
}

/** Every page route with `waitingForData` around its loader (nested routes too). */
export function withPageData(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const loader = typeof route.loader === 'function' ? waitingForData(route.loader) : route.loader;
    const children = route.children ? withPageData(route.children) : undefined;
    return { ...route, loader, ...(children ? { children } : {}) } as RouteObject;
  });
}

/**
 * The shell's pages go under one pathless route whose error boundary (PageError) shows a page's
 * failure inside the shell, menu and all; the shell's own boundary is left for the shell.
 */
export function insideTheShell([shell, ...rest]: RouteObject[]): RouteObject[] {
  if (!shell?.children) throw new Error('The first route must be the shell with its pages.');
  const page: RouteObject = {
    id: 'page',
    ErrorBoundary: PageError,
    children: withPageData(shell.children),
  };
  return [{ ...shell, children: [page] } as RouteObject, ...rest];
}
