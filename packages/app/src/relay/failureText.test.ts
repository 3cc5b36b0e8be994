import { messages } from '@routebook/schema';
import { describe, expect, it } from 'vitest';

import { actionFailureText, loadFailureText } from './failureText';

describe('failure texts where nothing is kept', () => {
  it('never claim that changes are kept when the server cannot be reached', () => {
    const unreachable = new Error(messages.serverUnreachable);
    expect(actionFailureText(unreachable)).toBe(
      "Can't reach the server, so this was not saved. Try again.",
    );
    expect(loadFailureText(unreachable)).toBe(
      "Can't reach the server, so this could not be loaded. Try again.",
    );
    for (const text of [actionFailureText(unreachable), loadFailureText(unreachable)]) {
      expect(text).not.toMatch(/kept/i);
    }
  });

  it("pass the server's own refusal through", () => {
    expect(actionFailureText(new Error(messages.jobDeleted))).toBe(messages.jobDeleted);
  });
});
