import { useTranslation } from 'react-i18next';
import { Button } from '@gramota/ui';
import type { LoginStepProps } from './login-step.types';
import styles from './login-page.module.css';

/** Whose login this is, with a way back to step 1. */
export function LoginWho({
  text,
  send,
  disabled,
}: {
  text: string;
  send: LoginStepProps['send'];
  disabled?: boolean;
}) {
  const { t } = useTranslation('login');
  return (
    <p className={styles.who} data-testid="login-who">
      <span>{text}</span>
      <Button variant="link" disabled={disabled} onClick={() => send({ type: 'change-email' })}>
        {t('changeEmail')}
      </Button>
    </p>
  );
}
