import type { LoginFlowEvent, LoginFlowState } from './login-flow';

/** What every step of the login page receives. */
export interface LoginStepProps {
  flow: LoginFlowState;
  send: (event: LoginFlowEvent) => void;
  /** Called after any successful sign-in: clears caches, then leaves the page after 1 s. */
  onSignedIn: () => Promise<void>;
}
