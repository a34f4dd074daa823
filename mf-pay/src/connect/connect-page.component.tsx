import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { appPaths } from '@gramota/contracts';
import { useShellApi } from '@gramota/shell-api';
import { api } from '@gramota/store';
import { AreaPage, Button, EmptyState, formatDate } from '@gramota/ui';
import { usePayTeamConnectMutation } from '../pay.api';
import { AreaLink } from '../common/area-link.component';
import { payErrorText } from '../pay-errors';

/**
 * /app/pay/connect/{uid}: a colleague joins the team's all-templates licence through its one-time
 * link (pay-templates-team-connect) and sees the organisation and the end date, or why not (the
 * link used, the licence ended, the team full). A guest logs in first and comes back here.
 */
export function ConnectPage({ uid }: { uid: string }) {
  const { t, i18n } = useTranslation(['pay', 'common']);
  const shell = useShellApi();
  const session = api.useLoginCheckQuery().currentData;
  const [connect, joined] = usePayTeamConnectMutation();
  const asked = useRef(false);
  const loggedIn = Boolean(session?.login);

  useEffect(() => {
    if (!loggedIn || asked.current) return;
    asked.current = true;
    void connect(uid);
  }, [loggedIn, uid, connect]);

  let body = null;
  if (session && !loggedIn)
    body = (
      <EmptyState title={t('pay:connect.loginTitle')} text={t('pay:connect.loginText')}>
        <Button variant="primary" onClick={() => shell.requireLogin('pay')}>
          {t('pay:page.login')}
        </Button>
      </EmptyState>
    );
  else if (joined.data)
    body = (
      <EmptyState
        title={t('pay:connect.joinedTitle')}
        text={t('pay:connect.joinedText', {
          org: joined.data.org,
          date: formatDate(joined.data.date_end, i18n.language),
        })}
      >
        <AreaLink href={appPaths.templates()}>{t('pay:connect.toTemplates')}</AreaLink>
      </EmptyState>
    );
  else if (joined.error)
    body = (
      <div role="alert" data-testid="connect-refused">
        <EmptyState title={t('pay:connect.refusedTitle')} text={payErrorText(t, joined.error)} />
      </div>
    );
  return (
    <AreaPage page="pay" title={t('pay:connect.title')}>
      {body}
    </AreaPage>
  );
}
