import { describe, expect, it } from 'vitest';
import { KITCHEN_DISPLAY } from './auth.constants.ts';
import { gate } from './auth-gate.ts';

describe('back-office gate', () => {
  it('sends a visitor without a session to the login', () => {
    expect(gate('/bo/', false, true)).toEqual({ page: 'login', redirect: '/bo/auth/login' });
    expect(gate('/bo/orders', false, true)).toEqual({ page: 'login', redirect: '/bo/auth/login' });
  });

  it('shows the login page, and skips it for someone already logged in', () => {
    expect(gate('/bo/auth/login', false, true)).toEqual({ page: 'login' });
    expect(gate('/bo/auth/login/', true, true)).toEqual({ page: 'app', redirect: '/bo/' });
  });

  it('opens the back office with a session', () => {
    expect(gate('/bo/', true, true)).toEqual({ page: 'app' });
  });

  it('switched off, lets everyone in and still serves the login page', () => {
    expect(gate('/bo/', false, false)).toEqual({ page: 'app' });
    expect(gate('/bo/auth/login', true, false)).toEqual({ page: 'login' });
  });

  it('gates the kitchen display with its own login', () => {
    expect(gate('/kds/', false, true, KITCHEN_DISPLAY)).toEqual({
      page: 'login',
      redirect: '/kds/auth/login',
    });
    expect(gate('/kds/auth/login', true, true, KITCHEN_DISPLAY)).toEqual({
      page: 'app',
      redirect: '/kds/',
    });
  });
});
