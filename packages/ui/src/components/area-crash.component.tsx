import { useTranslation } from 'react-i18next';
import { DataErrorBanner } from './data-error-banner.component';

interface AreaCrashProps {
  area: string;
  error: Error;
}

/** Error boundary content of an area: the rest of the app keeps working. */
export function AreaCrash({ area, error }: AreaCrashProps) {
  const { t } = useTranslation('common');
  return (
    <div data-area-crash={area}>
      <DataErrorBanner onRetry={() => window.location.reload()} />
      <p style={{ padding: '0 24px', color: 'var(--gr-color-muted)' }} title={error.message}>
        {t('errors.areaCrashed')}
      </p>
    </div>
  );
}
