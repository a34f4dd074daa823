import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PARENT_LINK_DAYS,
  PARENT_LINK_DEFAULT_DAYS,
  type ParentLinkDays,
  type ParentLinkSetInfo,
} from '@gramota/contracts';
import { Button, dialogClasses, FormAlert, formatDate, SelectField } from '@gramota/ui';
import { useMakeParentLinksMutation } from './parent-links.api';
import { useParentLinkError } from './use-parent-link-error';

/** The date goes into the sentence as Intl wrote it (no HTML escaping of its letters). */
const RAW = { interpolation: { escapeValue: false } } as const;

export interface NewParentLinksFormProps {
  ids: readonly string[];
  /** The run's newest set, revoked or expired, or null when it has none. */
  previous: ParentLinkSetInfo | null;
}

/** Makes the run's set of links for the days chosen; says why the previous set stopped working. */
export function NewParentLinksForm({ ids, previous }: NewParentLinksFormProps) {
  const { t, i18n } = useTranslation('ready');
  const linkError = useParentLinkError();
  const [days, setDays] = useState<ParentLinkDays>(PARENT_LINK_DEFAULT_DAYS);
  const [make, { isLoading, error }] = useMakeParentLinksMutation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The answer's set arrives through the refetched query: the dialog then shows it as active.
    void make({ ids, days });
  };
  return (
    <form className={dialogClasses.body} onSubmit={submit} data-testid="parent-links-new">
      {previous?.state === 'revoked' && previous.revoked_at ? (
        <p>
          {t('ready.parentLinks.revoked', {
            date: formatDate(previous.revoked_at, i18n.language),
            ...RAW,
          })}
        </p>
      ) : null}
      {previous?.state === 'expired' ? (
        <p>
          {t('ready.parentLinks.expired', {
            date: formatDate(previous.expires_at, i18n.language),
            ...RAW,
          })}
        </p>
      ) : null}
      <SelectField
        label={t('ready.parentLinks.days')}
        name="days"
        value={String(days)}
        onChange={(event) => setDays(Number(event.target.value) as ParentLinkDays)}
        options={PARENT_LINK_DAYS.map((value) => ({
          value: String(value),
          label: t(`ready.parentLinks.daysOptions.${value}`),
        }))}
      />
      <FormAlert message={linkError(error)} />
      <div className={dialogClasses.actions}>
        <Button type="submit" variant="primary" busy={isLoading}>
          {t('ready.parentLinks.make')}
        </Button>
      </div>
    </form>
  );
}
