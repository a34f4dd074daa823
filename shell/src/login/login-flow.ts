/**
 * The login page's steps (seed 001 §4 Login flow): the e-mail first; the server answers 'login' or
 * 'reg'; then a password, a one-time code, or the three-step password reset; then done.
 */
export type LoginStep =
  'email' | 'password' | 'register' | 'quick-code' | 'reset-code' | 'reset-password' | 'done';

export interface LoginFlowState {
  step: LoginStep;
  email: string;
  /** The reset code once the server accepted it; sent again with the new password. */
  resetCode: string;
}

export type LoginFlowEvent =
  | { type: 'email-checked'; email: string; dialog: 'login' | 'reg' }
  | { type: 'change-email' }
  | { type: 'quick-code-sent' }
  | { type: 'reset-code-sent' }
  | { type: 'reset-code-accepted'; code: string }
  | { type: 'back-to-password' }
  | { type: 'signed-in' };

export const initialLoginFlow: LoginFlowState = { step: 'email', email: '', resetCode: '' };

/** Steps from which the visitor can still sign in; 'done' ignores everything. */
const SIGN_IN_STEPS: readonly LoginStep[] = [
  'password',
  'register',
  'quick-code',
  'reset-password',
];

/** Events that make no sense in the current step leave the state as it is. */
export function loginFlow(state: LoginFlowState, event: LoginFlowEvent): LoginFlowState {
  if (state.step === 'done') return state;
  switch (event.type) {
    case 'email-checked':
      if (state.step !== 'email') return state;
      return {
        step: event.dialog === 'login' ? 'password' : 'register',
        email: event.email,
        resetCode: '',
      };
    case 'change-email':
      return { ...initialLoginFlow, email: state.email };
    case 'quick-code-sent':
      return state.step === 'password' || state.step === 'quick-code'
        ? { ...state, step: 'quick-code' }
        : state;
    case 'reset-code-sent':
      return state.step === 'password' || state.step === 'reset-code'
        ? { ...state, step: 'reset-code', resetCode: '' }
        : state;
    case 'reset-code-accepted':
      return state.step === 'reset-code'
        ? { ...state, step: 'reset-password', resetCode: event.code }
        : state;
    case 'back-to-password':
      return state.step === 'quick-code' || state.step === 'reset-code'
        ? { ...state, step: 'password', resetCode: '' }
        : state;
    case 'signed-in':
      return SIGN_IN_STEPS.includes(state.step) ? { ...state, step: 'done', resetCode: '' } : state;
  }
}
