import { describe, it, expect } from 'vitest';
import { messages } from './messages';

describe('messages', () => {
  it('keeps the spec texts verbatim, including odd capitals', () => {
    expect(messages.activeRouteLimitAddRoute).toBe(
      'Please Upgrade your company plan to allow for more active routes.',
    );
    expect(messages.activeRouteLimitEditRoute).toBe(
      'Please upgrade your company plan to allow for more active routes.',
    );
    expect(messages.customerRequired).toBe('Customer Required!');
    expect(messages.confirmDeleteItem).toBe('Are you sure you want to delete this job/note?');
    expect(messages.emailExistsInCompany).toBe('Email already exists in this company.');
    expect(messages.adminUserLimit).toBe('Please upgrade plan to allow for more admin users.');
    expect(messages.forgotPasswordSent).toBe('We sent email. Please check your email.');
    expect(messages.forgotPasswordFailed).toBe('Failed Please try again.');
    expect(messages.deleteFailed).toBe('Delete Failed!');
    expect(messages.editorPlaceholder).toBe('Insert text here ...');
  });

  it('keeps the two spaces before "and" in the delete-blocked message', () => {
    expect(messages.jobDeleteBlocked).toBe(
      'Job has one or more clock-ins, service items, or photos  and cannot be deleted.',
    );
    expect(messages.jobDeleteBlocked).toContain('photos  and');
  });

  it('distinguishes the two loading messages by case', () => {
    expect(messages.savingTask).toBe('Saving...');
    expect(messages.savingServiceItems).toBe('saving...');
  });

  it('keeps the trailing "; " of the add-user messages', () => {
    expect(messages.userFirstNameRequired).toBe('First Name Required; ');
    expect(messages.userEmailRequired).toBe('Email Required; ');
    expect(messages.userPasswordRequired).toBe(
      'Password Required and must match confirmed password; ',
    );
  });
});
