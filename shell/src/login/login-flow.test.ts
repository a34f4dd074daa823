import {
  initialLoginFlow,
  loginFlow,
  type LoginFlowEvent,
  type LoginFlowState,
} from './login-flow';

const run = (...events: LoginFlowEvent[]): LoginFlowState =>
  events.reduce(loginFlow, initialLoginFlow);

describe('the login flow', () => {
  it('goes from the e-mail to the password for an existing account', () => {
    const state = run({ type: 'email-checked', email: 'anna@school.ru', dialog: 'login' });
    expect(state).toEqual({ step: 'password', email: 'anna@school.ru', resetCode: '' });
    expect(loginFlow(state, { type: 'signed-in' }).step).toBe('done');
  });

  it('goes to registration for a new e-mail', () => {
    expect(run({ type: 'email-checked', email: 'new@school.ru', dialog: 'reg' }).step).toBe(
      'register',
    );
  });

  it('offers a one-time code instead of the password', () => {
    const state = run(
      { type: 'email-checked', email: 'anna@school.ru', dialog: 'login' },
      { type: 'quick-code-sent' },
    );
    expect(state.step).toBe('quick-code');
    expect(loginFlow(state, { type: 'quick-code-sent' }).step).toBe('quick-code'); // sent again
    expect(loginFlow(state, { type: 'back-to-password' }).step).toBe('password');
    expect(loginFlow(state, { type: 'signed-in' }).step).toBe('done');
  });

  it('resets the password in three steps and keeps the accepted code', () => {
    const state = run(
      { type: 'email-checked', email: 'anna@school.ru', dialog: 'login' },
      { type: 'reset-code-sent' },
      { type: 'reset-code-accepted', code: '123456' },
    );
    expect(state).toEqual({ step: 'reset-password', email: 'anna@school.ru', resetCode: '123456' });
    expect(loginFlow(state, { type: 'signed-in' })).toEqual({
      step: 'done',
      email: 'anna@school.ru',
      resetCode: '',
    });
  });

  it('ignores events out of order', () => {
    expect(run({ type: 'quick-code-sent' })).toEqual(initialLoginFlow);
    expect(run({ type: 'signed-in' })).toEqual(initialLoginFlow);
    const register = run({ type: 'email-checked', email: 'a@b.ru', dialog: 'reg' });
    expect(loginFlow(register, { type: 'reset-code-sent' })).toBe(register);
    expect(loginFlow(register, { type: 'reset-code-accepted', code: '1' })).toBe(register);
    expect(
      loginFlow(register, { type: 'email-checked', email: 'other@b.ru', dialog: 'login' }),
    ).toBe(register);
  });

  it('lets the visitor change the e-mail, keeping it in the field, and forgets the code', () => {
    const state = run(
      { type: 'email-checked', email: 'anna@school.ru', dialog: 'login' },
      { type: 'reset-code-sent' },
      { type: 'reset-code-accepted', code: '123456' },
      { type: 'change-email' },
    );
    expect(state).toEqual({ step: 'email', email: 'anna@school.ru', resetCode: '' });
  });

  it('stays done once signed in', () => {
    const done = run(
      { type: 'email-checked', email: 'a@b.ru', dialog: 'reg' },
      { type: 'signed-in' },
    );
    expect(loginFlow(done, { type: 'change-email' })).toBe(done);
  });
});
