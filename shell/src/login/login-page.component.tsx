import { useEffect, useMemo, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { appPaths, accountErrors } from '@gramota/contracts';
import { AreaPage, FormAlert, FormNotice } from '@gramota/ui';
import { peekLoginReturn, useRoute } from '@gramota/shell-api';
import { selectIsLoggedIn, useAppSelector } from '@gramota/store';
import { AFTER_LOGIN_PATH } from '../session/session-actions';
import { initialLoginFlow, loginFlow, type LoginStep } from './login-flow';
import type { LoginStepProps } from './login-step.types';
import { LoginEmailStep } from './login-email.step';
import { LoginPasswordStep } from './login-password.step';
import { LoginRegisterStep } from './login-register.step';
import { LoginQuickCodeStep } from './login-quick-code.step';
import { LoginResetCodeStep } from './login-reset-code.step';
import { LoginResetPasswordStep } from './login-reset-password.step';
import { LoginDoneStep } from './login-done.step';
import { SocialLogin } from './social-login.component';
import { useSignedIn } from './use-signed-in';
import styles from './login-page.module.css';
import { runtimeT } from '@gramota/ui';

const STEPS: Record<LoginStep, (props: LoginStepProps) => JSX.Element> = {
  email: LoginEmailStep,
  password: LoginPasswordStep,
  register: LoginRegisterStep,
  'quick-code': LoginQuickCodeStep,
  'reset-code': LoginResetCodeStep,
  'reset-password': LoginResetPasswordStep,
  done: LoginDoneStep,
};

/** /app/login/ (seed 001 §2 Login, §4 Login flow). Logged-in visitors go to their profile. */
export function LoginPage() {
  const { t } = useTranslation(['common', 'login']);
  const route = useRoute();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [flow, send] = useReducer(loginFlow, initialLoginFlow);
  const onSignedIn = useSignedIn(send);
  const loginReturn = useMemo(() => peekLoginReturn(), []);
  const oauthError = route.search.get('oauth_error');

  useEffect(() => {
    if (loggedIn && flow.step !== 'done') {
      history.replaceState(history.state, '', appPaths.profile());
    }
  }, [loggedIn, flow.step]);

  const Step = STEPS[flow.step];
  return (
    <AreaPage page="login" title={t('common:pages.login')}>
      <div className={styles.card}>
        {loginReturn?.reason ? (
          <FormNotice
            message={t(`common:loginReasons.${loginReturn.reason}`)}
            testId="login-reason"
          />
        ) : (
          <p className={styles.intro}>{t('login:intro')}</p>
        )}
        {oauthError && flow.step === 'email' ? (
          <FormAlert
            message={runtimeT(t)(
              `common:errors.${Object.hasOwn(accountErrors, oauthError) ? oauthError : 'auth_failed'}`,
            )}
          />
        ) : null}
        <Step flow={flow} send={send} onSignedIn={onSignedIn} />
        {flow.step === 'email' ? (
          <>
            <SocialLogin returnTo={loginReturn?.path ?? AFTER_LOGIN_PATH} />
            <p className={styles.muted}>{t('login:anonymous')}</p>
          </>
        ) : null}
      </div>
    </AreaPage>
  );
}
