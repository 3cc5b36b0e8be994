import { describe, it, expect } from 'vitest';
import {
  EMAIL_PATTERN,
  hasErrors,
  joinUserErrors,
  validateAddJob,
  validateAddRoute,
  validateAddUser,
  validateCopyMove,
  validateCustomer,
  validateEditRoute,
  validateEditUser,
  validateForgotPassword,
  validateLogin,
  validateInviteUser,
  validateRouteItem,
  validateCompanyWebsite,
  validateServiceItem,
  validateSignup,
} from './validation';

describe('hasErrors', () => {
  it('is false for an empty result and true when a field has a message', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ name: undefined })).toBe(false);
    expect(hasErrors({ name: 'Route name is required.' })).toBe(true);
  });
});

describe('validateAddRoute', () => {
  it('requires name and status', () => {
    expect(validateAddRoute({})).toEqual({
      name: 'Route name is required.',
      status: 'Route status is required.',
    });
  });

  it('treats whitespace as blank', () => {
    expect(validateAddRoute({ name: '   ', status: 'draft' })).toEqual({
      name: 'Route name is required.',
    });
  });

  it('accepts a name and a status', () => {
    expect(validateAddRoute({ name: 'Monday', status: 'draft' })).toEqual({});
  });
});

describe('validateEditRoute', () => {
  it('requires a name', () => {
    expect(validateEditRoute({ name: null }).name).toBe('Route name is required.');
    expect(validateEditRoute({ name: 'Tuesday' })).toEqual({});
  });
});

describe('validateRouteItem', () => {
  it('requires a type', () => {
    expect(validateRouteItem({}).type).toBe('Item type is required.');
    expect(validateRouteItem({ type: 'photo' }).type).toBe('Item type is required.');
  });

  it('requires a customer for a job', () => {
    const e = validateRouteItem({ type: 'job', customerId: '' });
    expect(e.customer).toBe('Customer Required!');
    expect(validateRouteItem({ type: 'job', customerId: 'c1' })).toEqual({});
  });

  it('does not require a customer for a note', () => {
    expect(validateRouteItem({ type: 'note', note: '<p>Gate code 1234</p>' })).toEqual({});
  });

  it('treats a note of only HTML tags as blank', () => {
    expect(validateRouteItem({ type: 'note', note: '<p><br></p>' }).note).toBe(
      'Note text is required.',
    );
    expect(validateRouteItem({ type: 'note', note: '<p>&nbsp; </p>' }).note).toBe(
      'Note text is required.',
    );
    expect(validateRouteItem({ type: 'note' }).note).toBe('Note text is required.');
  });

  it('accepts a note that is only an image', () => {
    expect(
      validateRouteItem({ type: 'note', note: '<p><img src="/uploads/gate.png"></p>' }),
    ).toEqual({});
  });
});

describe('validateCustomer', () => {
  it('requires last name and display name', () => {
    expect(validateCustomer({ lastName: ' ', displayName: undefined })).toEqual({
      lastName: 'Last name is required.',
      displayName: 'Display name is required.',
    });
  });

  it('accepts last name and display name alone', () => {
    expect(validateCustomer({ lastName: 'Smith', displayName: 'Smith Farm' })).toEqual({});
  });
});

describe('validateLogin', () => {
  it('requires the email and the password, naming each', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Email is required.',
      password: 'Password is required.',
    });
    expect(validateLogin({ email: '  ', password: 'routebook' })).toEqual({
      email: 'Email is required.',
    });
    expect(validateLogin({ email: 'ann@example.com', password: '' })).toEqual({
      password: 'Password is required.',
    });
    expect(validateLogin({ email: 'ann@example.com', password: ' x ' })).toEqual({});
  });
});

describe('validateForgotPassword', () => {
  it('requires an email', () => {
    expect(validateForgotPassword({ email: '' }).email).toBe('Email is required.');
  });

  it('requires the email pattern', () => {
    expect(validateForgotPassword({ email: 'ann' }).email).toBe('Email should be email pattern.');
    expect(validateForgotPassword({ email: 'ann@example' }).email).toBe(
      'Email should be email pattern.',
    );
    expect(validateForgotPassword({ email: 'ann@example.com' })).toEqual({});
  });

  it('exports the simple pattern', () => {
    expect(EMAIL_PATTERN.test('a@b.co')).toBe(true);
    expect(EMAIL_PATTERN.test('a b@c.co')).toBe(false);
  });
});

describe('validateAddUser', () => {
  it('gives the spec messages for every missing field', () => {
    const e = validateAddUser({}, { allowBlankEmail: false });
    expect(e).toEqual({
      firstName: 'First Name Required; ',
      email: 'Email Required; ',
      password: 'Password Required and must match confirmed password; ',
    });
  });

  it('allows a blank email by default, since a placeholder is generated', () => {
    const e = validateAddUser({ firstName: 'Ann', password: 'secret', confirmPassword: 'secret' });
    expect(e).toEqual({});
  });

  it('requires the password to match its confirmation', () => {
    const e = validateAddUser({
      firstName: 'Ann',
      email: 'ann@example.com',
      password: 'secret',
      confirmPassword: 'secreT',
    });
    expect(e).toEqual({ password: 'Password Required and must match confirmed password; ' });
  });
});

describe('joinUserErrors', () => {
  it('joins the messages in field order as one line', () => {
    expect(
      joinUserErrors({
        password: 'Password Required and must match confirmed password; ',
        firstName: 'First Name Required; ',
        email: 'Email Required; ',
      }),
    ).toBe(
      'First Name Required; Email Required; Password Required and must match confirmed password; ',
    );
  });

  it('skips absent messages', () => {
    expect(joinUserErrors({ email: 'Email Required; ' })).toBe('Email Required; ');
    expect(joinUserErrors({})).toBe('');
  });
});

describe('validateEditUser', () => {
  const invalid = 'Password Error: Must Match and at least 6 characters.';

  it('ignores the password when update password is not ticked', () => {
    expect(validateEditUser({ updatePassword: false, password: 'x' })).toEqual({});
  });

  it('requires at least 6 characters', () => {
    expect(
      validateEditUser({ updatePassword: true, password: '12345', confirmPassword: '12345' })
        .password,
    ).toBe(invalid);
    expect(
      validateEditUser({ updatePassword: true, password: '123456', confirmPassword: '123456' }),
    ).toEqual({});
  });

  it('requires the confirmation to match', () => {
    expect(
      validateEditUser({ updatePassword: true, password: '123456', confirmPassword: '123457' })
        .password,
    ).toBe(invalid);
  });
});

describe('validateServiceItem', () => {
  it('requires a name', () => {
    expect(validateServiceItem({ name: '' }).name).toBe('Service item name is required.');
    expect(validateServiceItem({ name: 'Mowing' })).toEqual({});
  });
});

describe('validateCopyMove', () => {
  it('requires a route', () => {
    expect(validateCopyMove({}).route).toBe('Please choose a route.');
    expect(validateCopyMove({ routeId: 'r2' })).toEqual({});
  });
});

describe('validateInviteUser', () => {
  it('requires first and last name', () => {
    expect(validateInviteUser({})).toEqual({
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
    });
    expect(validateInviteUser({ firstName: 'Ann', lastName: 'Lee' })).toEqual({});
  });
});

describe('validateAddJob', () => {
  it('requires status active or complete and a customer', () => {
    expect(validateAddJob({})).toEqual({
      status: 'Job status is required.',
      customer: 'Customer Required!',
    });
    expect(validateAddJob({ status: 'inprogress', customerId: 'c1' })).toEqual({
      status: 'Job status is required.',
    });
  });

  it('accepts active and complete', () => {
    expect(validateAddJob({ status: 'active', customerId: 'c1' })).toEqual({});
    expect(validateAddJob({ status: 'complete', customerId: 'c1' })).toEqual({});
  });
});

describe('validateSignup', () => {
  it('gives a message for every missing field', () => {
    expect(validateSignup({})).toEqual({
      companyName: 'Company name is required.',
      firstName: 'First name is required.',
      email: 'Email is required.',
      password: 'Password must be at least 6 characters.',
    });
  });

  it('checks the email pattern and the password length', () => {
    const base = { companyName: 'Acme Lawns', firstName: 'Ann' };
    expect(validateSignup({ ...base, email: 'ann', password: '123456' })).toEqual({
      email: 'Email should be email pattern.',
    });
    expect(validateSignup({ ...base, email: 'ann@acme.com', password: '12345' })).toEqual({
      password: 'Password must be at least 6 characters.',
    });
    expect(validateSignup({ ...base, email: 'ann@acme.com', password: '123456' })).toEqual({});
  });
});

describe('validateCompanyWebsite', () => {
  it('takes a blank website or an http(s) address', () => {
    for (const website of [
      undefined,
      null,
      '',
      '  ',
      'https://a.example',
      ' http://a.example/x?y#z ',
    ]) {
      expect(validateCompanyWebsite({ website }), String(website)).toEqual({});
    }
  });

  it('refuses any other scheme, a bare host or an address with spaces', () => {
    for (const website of [
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://a.example',
      'a.example',
      'https://',
      'https://a b.example',
    ]) {
      expect(validateCompanyWebsite({ website }).website, website).toBe(
        'Enter the website as a web address starting with http:// or https://.',
      );
    }
  });
});
