import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { VIEW_PARAM } from './viewParam';

/** How a page of stops shows them: the list, or the map (`?view=map`, so a reload keeps it). */
export type PageView = 'list' | 'map';

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
