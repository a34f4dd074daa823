import { useTranslation } from 'react-i18next';
import type { EmbedLinkInfo } from '@gramota/contracts';
import { useNotify, useShellApi } from '@gramota/shell-api';
import { useEmbedLinkRevokeMutation } from '@gramota/store';
import { Button, ConfirmDialog, FormAlert, useApiForm, type ConfirmDialogProps } from '@gramota/ui';
import { formatDay } from '../format-date';
import embedStyles from './embed.module.css';

const FIELDS = ['id'] as const;

/** One active link: what it shows, where, until when, and revoking it after a confirmation. */
export function EmbedLinkRow({ link, what }: { link: EmbedLinkInfo; what: string }) {
  const { t, i18n } = useTranslation('profile');
  const { showModal } = useShellApi();
  const notify = useNotify();
  const form = useApiForm(FIELDS);
  const [revoke] = useEmbedLinkRevokeMutation();

  const onRevoke = () =>
    showModal<Omit<ConfirmDialogProps, 'close'>>({
      title: t('embed.revoke'),
      component: ConfirmDialog,
      props: {
        text: t('embed.revokeConfirm', { what }),
        confirmLabel: t('embed.revoke'),
        danger: true,
        onConfirm: () =>
          form.submit(async () => {
            await revoke({ id: link.id }).unwrap();
            notify.success(t('embed.revoked'));
          }),
      },
    });

  return (
    <tr data-testid="embed-link-row" data-link={link.id} data-scope={link.scope}>
      <td>{what}</td>
      <td>
        <ul className={embedStyles.sites}>
          {link.origins.map((origin) => (
            <li key={origin}>{origin}</li>
          ))}
        </ul>
      </td>
      <td>{formatDay(link.expires, i18n.language)}</td>
      <td className={embedStyles.revokeCell}>
        <FormAlert message={form.fieldError('id') ?? form.formError} />
        <Button
          variant="danger"
          busy={form.busy}
          onClick={onRevoke}
          aria-label={t('embed.revokeNamed', { what })}
          data-testid="embed-revoke"
        >
          {t('embed.revoke')}
        </Button>
      </td>
    </tr>
  );
}
