import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileAction, FileItem, FileView, PathEntry, SortState } from './file-browser.types';
import type { Point } from './clamp-menu';
import { Breadcrumbs } from './breadcrumbs.component';
import { CollapsingToolbar } from './collapsing-toolbar.component';
import { ContextMenu, warmContextMenu } from './context-menu.lazy';
import { FileGrid } from './file-grid.component';
import { FileList } from './file-list.component';
import { CloseIcon } from './icons.component';
import { LoadingSkeleton } from './loading-skeleton.component';
import { findDropTarget, useDragAndDrop } from './use-drag-and-drop';
import { useItemBindings } from './use-item-bindings';
import { useKeyboardNavigation } from './use-keyboard-navigation';
import { useRubberBand } from './use-rubber-band';
import { useSelection, type SelectionMode } from './use-selection';
import { useTouchDrag } from './use-touch-drag';
import { ViewSwitch } from './view-switch.component';
import styles from './file-browser.module.css';

export interface FileBrowserProps {
  /** What to show, in display order (see sortFileItems); the browser never fetches. */
  items: readonly FileItem[];
  /** Accessible name of the item list, e.g. 'My documents'. */
  label: string;
  view: FileView;
  /** Shows the view switch; the area stores the choice (settings docs_view, ready_view...). */
  onViewChange?: (view: FileView) => void;
  /** From the root to the folder shown, for the breadcrumbs; omit or [] for none. */
  path?: readonly PathEntry[];
  /** A breadcrumb was clicked. */
  onNavigate?: (folderId: string | null) => void;
  /** Double-click or Enter on an item (folder or file). */
  onOpen?: (item: FileItem) => void;
  /** Items dropped on a folder or a breadcrumb; drag and drop is off without it. */
  onMove?: (ids: string[], targetFolderId: string | null) => void;
  /** The Delete key with something selected. */
  onRemove?: (items: FileItem[]) => void;
  /** F2 on the selected (or focused) item. */
  onRename?: (item: FileItem) => void;
  onSelectionChange?: (items: FileItem[]) => void;
  /** Actions of the context menu for these items ([] on empty space); no menu without it. */
  contextActions?: (selected: FileItem[]) => FileAction[];
  toolbarActions?: readonly FileAction[];
  /** Right end of the toolbar, before the view switch: typically the search box. */
  search?: ReactNode;
  /** Above the items, below the breadcrumbs: e.g. the quick-access row of recent documents. */
  quickAccess?: ReactNode;
  /** Shown instead of items when there are none (and not loading). */
  empty?: ReactNode;
  loading?: boolean;
  /** IANA zone of the user (profile timezone) for dates; the device's zone when absent. */
  timezone?: string;
  /** Language of dates; the i18next language when absent. */
  language?: string;
  selectionMode?: SelectionMode;
  /** List view column headers sort when both are given; the area sorts the items. */
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  className?: string;
}

interface OpenMenu {
  position: Point;
  actions: FileAction[];
  selected: FileItem[];
}

/**
 * The file manager of every file area (seed 000 §2): thumbnail and list views, breadcrumbs,
 * selection by click, ctrl/meta, shift, rubber band and keyboard, a context menu of the area's
 * actions, and drag and drop into folders. It holds only view state; data and effects belong
 * to the area through the callbacks.
 */
export function FileBrowser(props: FileBrowserProps) {
  const { items, label, view, path = [], contextActions, onSelectionChange } = props;
  const { t, i18n } = useTranslation('common');
  const surfaceRef = useRef<HTMLDivElement>(null);
  const ghostRef = useRef<HTMLDivElement>(null);
  const itemElements = useRef(new Map<string, HTMLElement>());
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const multiple = props.selectionMode !== 'single';
  const selection = useSelection(items, props.selectionMode ?? 'multiple');
  const { state, selectedItems, selectedSet, dispatch } = selection;
  const sizeUnits = t('units.sizes', { returnObjects: true }) as unknown as string[];
  const countLabel = useCallback((count: number) => t('fileBrowser.dragCount', { count }), [t]);

  const lastReported = useRef('');
  useEffect(() => {
    const key = selectedItems.map((item) => item.id).join(',');
    if (key === lastReported.current) return;
    lastReported.current = key;
    onSelectionChange?.(selectedItems);
  }, [selectedItems, onSelectionChange]);

  const dragAndDrop = useDragAndDrop({
    onMove: props.onMove,
    currentFolderId: path.length > 0 ? (path[path.length - 1]?.id ?? null) : undefined,
    selectedItems,
    selectedIds: selectedSet,
    selectOnly: useCallback((id: string) => dispatch({ type: 'select', id }), [dispatch]),
    countLabel,
    ghostRef,
  });
  const touchDragActive = useTouchDrag({
    surfaceRef,
    ghostRef,
    dragAndDrop,
    countLabel,
    itemById: (id) => items.find((item) => item.id === id),
    findTarget: (key) => findDropTarget(key, items, path),
  });

  const openMenu = useCallback(
    (position: Point, selected: FileItem[]) => {
      const actions = contextActions?.(selected) ?? [];
      if (actions.length === 0) return false;
      setMenu({ position, actions, selected });
      return true;
    },
    [contextActions],
  );
  const closeMenu = useCallback(() => setMenu(null), []);

  const focusItem = useCallback((id: string) => {
    const element = itemElements.current.get(id);
    element?.focus({ preventScroll: true });
    element?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  const onKeyDown = useKeyboardNavigation({
    view,
    items,
    selection,
    itemElements,
    focusItem,
    onOpen: props.onOpen,
    onRemove: props.onRemove,
    onRename: props.onRename,
    openMenuFromKeyboard: (focused) => {
      const element = focused ? itemElements.current.get(focused.id) : surfaceRef.current;
      const rect = element?.getBoundingClientRect();
      const position = { x: (rect?.left ?? 0) + 24, y: (rect?.top ?? 0) + 24 };
      if (focused && !selectedSet.has(focused.id)) {
        if (openMenu(position, [focused])) dispatch({ type: 'select', id: focused.id });
      } else openMenu(position, [...selectedItems]);
    },
  });

  const bandBase = useRef<readonly string[]>([]);
  const { band, onMouseDown } = useRubberBand({
    surfaceRef,
    itemElements,
    enabled: multiple,
    onStart: () => (bandBase.current = state.selected),
    onBand: (ids, additive) =>
      dispatch({
        type: 'replace',
        ids: additive ? [...new Set([...bandBase.current, ...ids])] : ids,
      }),
    onEmptyClick: (additive) => !additive && dispatch({ type: 'clear' }),
  });

  const bind = useItemBindings({
    selection,
    dragAndDrop,
    itemElements,
    timezone: props.timezone,
    language: props.language ?? i18n.language ?? 'ru',
    sizeUnits,
    hasMenu: Boolean(contextActions),
    onOpen: props.onOpen,
    openMenu,
    touchDragActive,
  });

  const selecting = selectedItems.length > 0;
  const showToolbar = Boolean(props.toolbarActions?.length || props.search || props.onViewChange);
  const sortable = props.onSortChange ? { sort: props.sort, onSortChange: props.onSortChange } : {};
  const content = props.loading ? (
    <LoadingSkeleton view={view} />
  ) : items.length === 0 ? (
    props.empty
  ) : view === 'list' ? (
    <FileList {...{ items, bind, label, selecting, multiple }} {...sortable} />
  ) : (
    <FileGrid {...{ items, bind, label, selecting, multiple }} />
  );

  return (
    <div
      className={[styles.browser, props.className].filter(Boolean).join(' ')}
      // The first press anywhere in the browser fetches the menu's code, so a right click, Shift+F10
      // or "More" a moment later finds it (context-menu.lazy).
      onPointerDownCapture={warmContextMenu}
      onKeyDownCapture={warmContextMenu}
    >
      {showToolbar ? (
        <CollapsingToolbar
          actions={props.toolbarActions ?? []}
          selected={selectedItems}
          end={
            props.search || props.onViewChange ? (
              <>
                {props.search}
                {props.onViewChange ? (
                  <ViewSwitch view={view} onChange={props.onViewChange} />
                ) : null}
              </>
            ) : undefined
          }
        />
      ) : null}
      <div className={styles.location}>
        <Breadcrumbs path={path} onNavigate={props.onNavigate} dragAndDrop={dragAndDrop} />
        <div className={styles.summary} aria-live="polite">
          {selecting && multiple ? (
            <>
              <span>{t('fileBrowser.selectedCount', { count: selectedItems.length })}</span>
              <button
                type="button"
                className={styles.clear}
                aria-label={t('fileBrowser.clearSelection')}
                title={t('fileBrowser.clearSelection')}
                onClick={() => dispatch({ type: 'clear' })}
              >
                <CloseIcon />
              </button>
            </>
          ) : null}
        </div>
      </div>
      {props.quickAccess ? <div className={styles.quickAccess}>{props.quickAccess}</div> : null}
      <div
        ref={surfaceRef}
        className={styles.surface}
        tabIndex={-1}
        data-testid="file-browser-surface"
        onKeyDown={onKeyDown}
        onMouseDown={onMouseDown}
        onContextMenu={(event) => {
          if ((event.target as Element).closest('[data-item-id]') || !contextActions) return;
          dispatch({ type: 'clear' });
          if (openMenu({ x: event.clientX, y: event.clientY }, [])) event.preventDefault();
        }}
      >
        {content}
        {band ? (
          <div
            className={styles.band}
            style={{
              left: band.left,
              top: band.top,
              width: band.right - band.left,
              height: band.bottom - band.top,
            }}
          />
        ) : null}
      </div>
      <div ref={ghostRef} className={styles.dragGhost} aria-hidden="true" />
      {menu ? (
        <ContextMenu
          position={menu.position}
          actions={menu.actions}
          selected={menu.selected}
          label={t('fileBrowser.actions')}
          onClose={closeMenu}
        />
      ) : null}
    </div>
  );
}
