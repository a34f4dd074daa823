import { useTranslation } from 'react-i18next';
import {
  BorderIcon,
  ColumnAddIcon,
  ColumnRemoveIcon,
  RowAddIcon,
  RowRemoveIcon,
  TrashIcon,
} from '../toolbar/toolbar-icons.component';
import styles from './objects.module.css';
import { runtimeT } from '@gramota/ui';

interface TableBarProps {
  canAddRow: boolean;
  canRemoveRow: boolean;
  canAddColumn: boolean;
  canRemoveColumn: boolean;
  onAddRow(): void;
  onRemoveRow(): void;
  onAddColumn(): void;
  onRemoveColumn(): void;
  onBorder(): void;
  onRemove(): void;
}

/**
 * The selected table's bar. Its buttons take the focus on click on purpose: the cell being typed
 * in blurs first and commits its text, then the change applies to the latest table.
 */
export function TableBar(props: TableBarProps) {
  const { t } = useTranslation('redactor');
  const buttons = [
    {
      id: 'row-add',
      label: 'rowAdd',
      icon: <RowAddIcon />,
      enabled: props.canAddRow,
      run: props.onAddRow,
    },
    {
      id: 'row-remove',
      label: 'rowRemove',
      icon: <RowRemoveIcon />,
      enabled: props.canRemoveRow,
      run: props.onRemoveRow,
    },
    {
      id: 'column-add',
      label: 'columnAdd',
      icon: <ColumnAddIcon />,
      enabled: props.canAddColumn,
      run: props.onAddColumn,
    },
    {
      id: 'column-remove',
      label: 'columnRemove',
      icon: <ColumnRemoveIcon />,
      enabled: props.canRemoveColumn,
      run: props.onRemoveColumn,
    },
    { id: 'border', label: 'border', icon: <BorderIcon />, enabled: true, run: props.onBorder },
    { id: 'remove', label: 'remove', icon: <TrashIcon />, enabled: true, run: props.onRemove },
  ];
  return (
    <div
      className={styles.bar}
      role="toolbar"
      aria-label={t('editor.tableBar.label')}
      data-testid="table-bar"
    >
      {buttons.map((button) => (
        <button
          key={button.id}
          type="button"
          className={styles.barButton}
          aria-label={runtimeT(t)(`editor.tableBar.${button.label}`)}
          title={runtimeT(t)(`editor.tableBar.${button.label}`)}
          disabled={!button.enabled}
          data-testid={`table-${button.id}`}
          onClick={button.run}
        >
          {button.icon}
        </button>
      ))}
    </div>
  );
}
