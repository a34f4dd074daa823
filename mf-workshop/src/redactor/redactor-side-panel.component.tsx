import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOADED_MAKET_ID } from '@gramota/scene';
import type { WorkshopMaketsAnswer } from '@gramota/contracts';
import { BackgroundPanel } from './panels/background-panel.component';
import { FramePanel } from './panels/frame-panel.component';
import { LayoutPanel } from './panels/layout-panel.component';
import type { PanelProps } from './panels/panel-props';
import { TitlePanel } from './panels/title-panel.component';
import { PicturesPanel } from './pictures/pictures-panel.component';
import type { Selection } from './state/selection';
import styles from './redactor.module.css';

const SECTIONS = ['layout', 'background', 'frame', 'title', 'pictures'] as const;
type Section = (typeof SECTIONS)[number];
/** An uploaded template's page is its file: it has no frame, background or title of its own. */
const UPLOADED_HIDES: readonly Section[] = ['frame', 'background', 'title'];

interface SidePanelProps extends PanelProps {
  catalogue: WorkshopMaketsAnswer | undefined;
  templateData: string;
  selection: Selection;
  /** The workshop plan is paid (is_workshop_pay '1'): pictures and QR codes (seed 001 §5, §6). */
  pro: boolean;
}

export function RedactorSidePanel(props: SidePanelProps) {
  const { t } = useTranslation('workshop');
  const uploaded = props.scene.maket === UPLOADED_MAKET_ID;
  const sections = SECTIONS.filter((section) => !uploaded || !UPLOADED_HIDES.includes(section));
  const [chosen, setChosen] = useState<Section>(uploaded ? 'pictures' : 'layout');
  // The title or a picture picked on the canvas opens its own section.
  const picked = props.selection?.kind;
  useEffect(() => {
    if (picked) setChosen(picked === 'title' ? 'title' : 'pictures');
  }, [picked]);
  const open: Section = sections.includes(chosen) ? chosen : sections[0]!;
  const makets =
    props.catalogue?.makets.filter((maket) => maket.format === props.scene.format) ?? [];
  const backgrounds = props.catalogue?.backgrounds ?? [];
  return (
    <aside className={styles.side} data-testid="workshop-side">
      <div className={styles.tabs} role="tablist">
        {sections.map((section) => (
          <button
            key={section}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={section === open}
            data-testid={`workshop-tab-${section}`}
            onClick={() => setChosen(section)}
          >
            {t(`redactor.sections.${section}`)}
          </button>
        ))}
      </div>
      {open === 'layout' ? (
        <LayoutPanel {...props} makets={makets} backgrounds={backgrounds} />
      ) : null}
      {open === 'background' ? <BackgroundPanel {...props} backgrounds={backgrounds} /> : null}
      {open === 'frame' ? <FramePanel {...props} /> : null}
      {open === 'title' ? <TitlePanel {...props} /> : null}
      {open === 'pictures' ? <PicturesPanel {...props} /> : null}
    </aside>
  );
}
