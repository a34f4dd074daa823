import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StampPlacement, StampVaultAnswer, VaultStamp } from '@gramota/contracts';
import { useNotify } from '@gramota/shell-api';
import { useSetStampRuleMutation } from '@gramota/store';
import { Button, FormAlert, readApiError } from '@gramota/ui';
import { useVaultError } from './use-vault-error';
import styles from './stamps-page.module.css';

/**
 * The account's stamps and signatures: each says whether the teacher may place it; the owner
 * chooses who may (everyone working in the account, or chosen people).
 */
export function StampRulesSection({ vault }: { vault: StampVaultAnswer }) {
  const { t } = useTranslation('profile');
  return (
    <section className={styles.section} data-testid="stamp-rules">
      <h2 className={styles.sectionTitle}>{t('vault.stamps.title')}</h2>
      {vault.stamps.length === 0 ? <p className={styles.muted}>{t('vault.stamps.none')}</p> : null}
      {vault.stamps.map((stamp) => (
        <div key={stamp.id} className={styles.stampRow} data-stamp={stamp.id}>
          <div>
            <strong>{stamp.name || t(`stamps.kinds.${stamp.kind}`)}</strong>{' '}
            <span className={styles.muted}>{t(`stamps.kinds.${stamp.kind}`)}</span>
            <p className={styles.muted}>
              {stamp.may_place ? t('vault.stamps.mayPlace') : t('vault.stamps.askFirst')}
            </p>
          </div>
          {vault.is_owner ? <StampRuleForm stamp={stamp} members={vault.members ?? []} /> : null}
        </div>
      ))}
    </section>
  );
}

function StampRuleForm({
  stamp,
  members,
}: {
  stamp: VaultStamp;
  members: NonNullable<StampVaultAnswer['members']>;
}) {
  const { t } = useTranslation('profile');
  const notify = useNotify();
  const vaultError = useVaultError();
  const [placement, setPlacement] = useState<StampPlacement>(stamp.placement);
  const [chosen, setChosen] = useState<string[]>(stamp.chosen ?? []);
  const [save, { isLoading, error }] = useSetStampRuleMutation();
  const group = `placement-${stamp.id}`;
  const toggle = (id: string) =>
    setChosen((now) => (now.includes(id) ? now.filter((one) => one !== id) : [...now, id]));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save({ stampId: stamp.id, placement, chosen })
          .unwrap()
          .then(() => notify.success(t('vault.stamps.saved')))
          .catch(() => undefined);
      }}
    >
      <fieldset className={styles.choices}>
        <legend className={styles.muted}>{t('vault.stamps.who')}</legend>
        {(['all', 'chosen'] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={group}
              value={value}
              checked={placement === value}
              onChange={() => setPlacement(value)}
            />{' '}
            {t(`vault.stamps.placement_${value}`)}
          </label>
        ))}
        {placement === 'chosen'
          ? members.map((member) => (
              <label key={member.id}>
                <input
                  type="checkbox"
                  checked={chosen.includes(member.id)}
                  onChange={() => toggle(member.id)}
                />{' '}
                {member.name || member.email}
              </label>
            ))
          : null}
        {placement === 'chosen' && members.length === 0 ? (
          <span className={styles.muted}>{t('vault.stamps.noMembers')}</span>
        ) : null}
      </fieldset>
      <FormAlert message={error ? vaultError(readApiError(error)) : null} />
      <Button type="submit" busy={isLoading}>
        {t('vault.stamps.save')}
      </Button>
    </form>
  );
}
