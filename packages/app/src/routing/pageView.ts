import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** How a page of stops shows them: the list, or the map (`?view=map`, so a reload keeps it). */
export type PageView = 'list' | 'map';

const VIEW_PARAM = 'view';

export const PAGE_VIEW_OPTIONS = [
  { value: 'list', label: 'List' },
  { value: 'map', label: 'Map' },
] as const satisfies readonly { value: PageView; label: string }[];

/** The page's view from its address, and a setter that replaces the address (no history step). */
export function usePageView(): [PageView, (view: PageView) => void] {
  const [params, setParams] = useSearchParams();
  const view: PageView = params.get(VIEW_PARAM) === 'map' ? 'map' : 'list';
  const setView = useCallback(
    (next: PageView) =>
      setParams(
        (current) => {
          const changed = new URLSearchParams(current);
          if (next === 'map') changed.set(VIEW_PARAM, 'map');
          else changed.delete(VIEW_PARAM);
          return changed;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [view, setView];
}

/**
 * Whether two addresses differ only in `view`: the same data in another view, which the
 * route's loader need not load again (its shouldRevalidate).
 */
export function onlyViewChanged(currentUrl: URL, nextUrl: URL): boolean {
  if (currentUrl.pathname !== nextUrl.pathname) return false;
  const withoutView = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(VIEW_PARAM);
    params.sort();
    return params.toString();
  };
  return withoutView(currentUrl) === withoutView(nextUrl);
}
