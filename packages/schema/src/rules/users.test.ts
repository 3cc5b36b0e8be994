import { describe, it, expect } from 'vitest';
import {
  isPlaceholderEmail,
  normalizeEmail,
  normalizeUserStatus,
  placeholderEmail,
  roleOnCreate,
  usernameFor,
} from './users';

describe('placeholderEmail', () => {
  it('builds a lowercase address on the placeholder domain', () => {
    expect(placeholderEmail('AbC123')).toBe('user-abc123@noemail.routebook.invalid');
  });

  it('is recognised as a placeholder, while a real address is not', () => {
    expect(isPlaceholderEmail(placeholderEmail('x1'))).toBe(true);
    expect(isPlaceholderEmail(' User-X1@NoEmail.Routebook.Invalid ')).toBe(true);
    expect(isPlaceholderEmail('ann@example.com')).toBe(false);
    expect(isPlaceholderEmail('ann@evil-noemail.routebook.invalid')).toBe(false);
  });
});

describe('usernameFor and normalizeEmail', () => {
  it('uses the trimmed, lowercased email as the username', () => {
    expect(normalizeEmail('  Ann@Example.COM ')).toBe('ann@example.com');
    expect(usernameFor('  Ann@Example.COM ')).toBe('ann@example.com');
  });
});

describe('roleOnCreate', () => {
  it('creates regular users unless admin is chosen', () => {
    expect(roleOnCreate(undefined)).toBe('regular');
    expect(roleOnCreate(null)).toBe('regular');
    expect(roleOnCreate('regular')).toBe('regular');
    expect(roleOnCreate('admin')).toBe('admin');
  });
});

describe('normalizeUserStatus', () => {
  it('lowercases the status', () => {
    expect(normalizeUserStatus('Active')).toBe('active');
    expect(normalizeUserStatus('ACTIVE')).toBe('active');
  });
});
