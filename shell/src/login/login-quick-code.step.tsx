import { useLoginQuickAuthMutation, useLoginQuickMutation } from '@gramota/store';
import { CodeStep } from './code.step';
import type { LoginStepProps } from './login-step.types';

/** Quick login: the code sent by login-quick, checked by login-quick-auth. */
export function LoginQuickCodeStep({ flow, send, onSignedIn }: LoginStepProps) {
  const [loginQuickAuth] = useLoginQuickAuthMutation();
  const [loginQuick] = useLoginQuickMutation();
  return (
    <CodeStep
      flow={flow}
      send={send}
      step="quick-code"
      sentKey="login:codeSent"
      submitKey="login:signIn"
      check={(email, code) => loginQuickAuth({ email, code }).unwrap()}
      resendCode={(email) => loginQuick({ email }).unwrap()}
      onAccepted={() => onSignedIn()}
    />
  );
}
