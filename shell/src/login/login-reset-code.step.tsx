import { useLoginNewPwdAuthMutation, useLoginNewPwdMutation } from '@gramota/store';
import { CodeStep } from './code.step';
import type { LoginStepProps } from './login-step.types';

/** Password reset, step 2: the code sent by login-new-pwd, checked by login-new-pwd-auth. */
export function LoginResetCodeStep({ flow, send }: LoginStepProps) {
  const [checkCode] = useLoginNewPwdAuthMutation();
  const [loginNewPwd] = useLoginNewPwdMutation();
  return (
    <CodeStep
      flow={flow}
      send={send}
      step="reset-code"
      sentKey="login:resetCodeSent"
      submitKey="login:checkCode"
      check={(email, code) => checkCode({ email, code }).unwrap()}
      resendCode={(email) => loginNewPwd({ email }).unwrap()}
      onAccepted={(code) => send({ type: 'reset-code-accepted', code })}
    />
  );
}
