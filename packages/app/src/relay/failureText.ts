import { messages } from '@routebook/schema';

/**
 * What to show for a failure where nothing typed waits for another try (a toast after a tap, a
 * reorder the list undid, a page or a list that did not load). The network's "Can't reach the
 * server" says "Your changes are kept", which only a form still holding the text can claim.
 */
const withoutKeptClaim =
  (instead: string) =>
  (failure: unknown): string => {
    const text = failure instanceof Error ? failure.message : '';
    if (text === '' || text === messages.serverUnreachable) return instead;
    return text;
  };

/** A tap's change that did not go through. */
export const actionFailureText = withoutKeptClaim(messages.serverUnreachableNotSaved);

/** Something read that did not arrive. */
export const loadFailureText = withoutKeptClaim(messages.serverUnreachableNotLoaded);
