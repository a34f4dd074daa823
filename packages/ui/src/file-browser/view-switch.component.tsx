import { useTranslation } from 'react-i18next';
import type { FileView } from './file-browser.types';
import { GridIcon, ListIcon } from './icons.component';
import styles from './view-switch.module.css';

interface ViewSwitchProps {
  view: FileView;
  onChange: (view: FileView) => void;
}

/** Thumbnail / list toggle; the area stores the choice in settings (docs_view, ready_view...). */
export function ViewSwitch({ view, onChange }: ViewSwitchProps) {
  const { t } = useTranslation('common');
  const options = [
    { value: 'thumbnail' as const, label: t('fileBrowser.viewThumbnail'), Icon: GridIcon },
    { value: 'list' as const, label: t('fileBrowser.viewList'), Icon: ListIcon },
  ];
  return (
    <div className={styles.switch} role="group" aria-label={t('fileBrowser.view')}>
      {options.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          className={styles.option}
          aria-pressed={view === value}
          title={label}
          onClick={() => view !== value && onChange(value)}
        >
          <Icon />
          <span className={styles.hiddenLabel}>{label}</span>
        </button>
      ))}
    </div>
  );
}
