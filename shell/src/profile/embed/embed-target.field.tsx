import { useTranslation } from 'react-i18next';
import type { EmbedScope } from '@gramota/contracts';
import { selectUserKey, useAppSelector, useEmbedDocChoicesQuery } from '@gramota/store';
import { SelectField, TextField, apiErrorMessage, readApiError } from '@gramota/ui';

interface TargetProps {
  value: string;
  onChange: (next: string) => void;
  error: string | null;
}

/** What the link opens: nothing to choose for the picker, a document, or the made files of a run. */
export function EmbedTargetField({ scope, ...props }: TargetProps & { scope: EmbedScope }) {
  if (scope === 'spreadsheet') return <EmbedDocumentSelect {...props} />;
  if (scope === 'ready-run') return <EmbedRunFiles {...props} />;
  return null;
}

function EmbedDocumentSelect({ value, onChange, error }: TargetProps) {
  const { t } = useTranslation(['profile', 'common']);
  const userKey = useAppSelector(selectUserKey);
  const { data: docs = [], error: loadError } = useEmbedDocChoicesQuery(userKey ?? '', {
    skip: !userKey,
  });
  return (
    <SelectField
      label={t('profile:embed.document')}
      name="target"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={[
        { value: '', label: t('profile:embed.documentChoose') },
        ...docs.map((doc) => ({ value: doc.id, label: doc.name || `№ ${doc.id}` })),
      ]}
      error={error ?? (loadError ? apiErrorMessage(t, readApiError(loadError)) : null)}
      hint={t('profile:embed.documentHint')}
      data-testid="embed-target"
    />
  );
}

function EmbedRunFiles({ value, onChange, error }: TargetProps) {
  const { t } = useTranslation('profile');
  return (
    <TextField
      label={t('embed.files')}
      name="target"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      hint={t('embed.filesHint')}
      autoComplete="off"
      data-testid="embed-target"
    />
  );
}
