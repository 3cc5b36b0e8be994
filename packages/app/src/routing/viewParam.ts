/**
 * The List / Map switch's address parameter (`?view=map`). Apart from pageView.ts, which the
 * pages import, so the first scripts (routes.tsx) carry only this check.
 */
export const VIEW_PARAM = 'view';

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
