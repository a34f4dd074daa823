import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EMBED_LIMITS,
  EMBED_SCOPES,
  type EmbedCreateAnswer,
  type EmbedScope,
} from '@gramota/contracts';
import { useNotify } from '@gramota/shell-api';
import { useEmbedLinkCreateMutation } from '@gramota/store';
import { Button, FormAlert, SelectField, TextAreaField, TextField, useApiForm } from '@gramota/ui';
import { EmbedCreated } from './embed-created.component';
import { EmbedTargetField } from './embed-target.field';
import { runFileIds } from './embed-links';
import styles from '../profile-page.module.css';

const FIELDS = ['scope', 'target', 'origins', 'days'] as const;

function validDays(text: string): number | null {
  const days = /^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  return days >= EMBED_LIMITS.daysMin && days <= EMBED_LIMITS.daysMax ? days : null;
}

/** Makes an embed link: what it shows, the sites that may frame it, for how many days. */
export function EmbedLinkForm() {
  const { t } = useTranslation(['profile', 'common']);
  const notify = useNotify();
  const [scope, setScope] = useState<EmbedScope>('docs-picker');
  const [target, setTarget] = useState('');
  const [origins, setOrigins] = useState('');
  const [days, setDays] = useState(String(EMBED_LIMITS.daysDefault));
  const [created, setCreated] = useState<EmbedCreateAnswer | null>(null);
  const form = useApiForm(FIELDS);
  const [create] = useEmbedLinkCreateMutation();

  const onScope = (next: EmbedScope) => {
    setScope(next);
    setTarget('');
    form.clear();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async () => {
      const targetIds = scope === 'ready-run' ? runFileIds(target) : target.trim();
      if (scope !== 'docs-picker' && targetIds === '') {
        return form.fail('target', t('common:form.required'));
      }
      if (origins.trim() === '') return form.fail('origins', t('common:form.required'));
      const validFor = validDays(days);
      if (validFor === null) return form.fail('days', t('profile:embed.daysInvalid'));
      const answer = await create({
        scope,
        target: scope === 'docs-picker' ? '' : targetIds,
        origins,
        days: validFor,
      }).unwrap();
      setCreated(answer);
      setTarget('');
      notify.success(t('profile:embed.created'));
    });
  };

  return (
    <>
      <form
        noValidate
        onSubmit={onSubmit}
        className={styles.card}
        data-form="embed-link"
        data-testid="embed-form"
      >
        <h2 className={styles.cardTitle}>{t('profile:embed.createTitle')}</h2>
        <FormAlert message={form.formError} />
        <SelectField
          label={t('profile:embed.scope')}
          name="scope"
          value={scope}
          onChange={(event) => onScope(event.target.value as EmbedScope)}
          options={EMBED_SCOPES.map((value) => ({
            value,
            label: t(`profile:embed.scopes.${value}`),
          }))}
          error={form.fieldError('scope')}
          data-testid="embed-scope"
        />
        <EmbedTargetField
          scope={scope}
          value={target}
          onChange={setTarget}
          error={form.fieldError('target')}
        />
        <TextAreaField
          label={t('profile:embed.origins')}
          name="origins"
          value={origins}
          onChange={(event) => setOrigins(event.target.value)}
          placeholder="https://school.example"
          rows={3}
          autoComplete="off"
          spellCheck={false}
          error={form.fieldError('origins')}
          hint={t('profile:embed.originsHint')}
          data-testid="embed-origins"
        />
        <TextField
          label={t('profile:embed.days')}
          name="days"
          type="number"
          min={EMBED_LIMITS.daysMin}
          max={EMBED_LIMITS.daysMax}
          step={1}
          value={days}
          onChange={(event) => setDays(event.target.value)}
          error={form.fieldError('days')}
          hint={t('profile:embed.daysHint')}
          data-testid="embed-days"
        />
        <Button type="submit" variant="primary" busy={form.busy} data-testid="embed-create">
          {t('profile:embed.create')}
        </Button>
      </form>
      {created ? <EmbedCreated answer={created} /> : null}
    </>
  );
}
