/**
 * Lists read a page at a time (Relay connections: `first` rows `after` a cursor, e.g.
 * Company.customersConnection). A page holds at most this many rows; the server refuses more
 * with `messages.pageSizeInvalid`, so no one request can ask for a whole company's list.
 */
export const MAX_PAGE_SIZE = 100;

/** Whether `first` is a page size the server answers: 0 to MAX_PAGE_SIZE. */
export const isPageSize = (first: number): boolean =>
  Number.isInteger(first) && first >= 0 && first <= MAX_PAGE_SIZE;
