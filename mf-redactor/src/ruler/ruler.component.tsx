import { useTranslation } from 'react-i18next';
import {
  formatPadding,
  marginsFromSliders,
  parsePadding,
  pxToCm,
  SLIDER,
  slidersFromMargins,
} from '@gramota/doc-style';
import { DualSlider } from './dual-slider.component';
import styles from './ruler.module.css';

export interface ParagraphMargins {
  left: number;
  right: number;
}

interface RulerProps {
  padding: string;
  /** The active paragraph's margins (px inside the page margins), or null with no paragraph. */
  paragraph: ParagraphMargins | null;
  onPaddingChange(padding: string): void;
  onParagraphChange(margins: ParagraphMargins): void;
}

/**
 * The margin ruler above the page (seed 001 §2, §5): the page margins' two handles and the active
 * paragraph's two, on the -400..400 axis with 0 at the page centre.
 */
export function Ruler({ padding, paragraph, onPaddingChange, onParagraphChange }: RulerProps) {
  const { t } = useTranslation('redactor');
  const margins = parsePadding(padding);
  if (!margins) return null;
  const [top, right, bottom, left] = margins;
  const page = slidersFromMargins({ marginLeft: left, marginRight: right });
  const active = paragraph ?? { left: 0, right: 0 };
  const paragraphHandles = slidersFromMargins({
    marginLeft: left + active.left,
    marginRight: right + active.right,
  });
  const cm = (px: number) => t('redactor.ruler.value', { cm: pxToCm(px).toFixed(2) });
  const track = { min: SLIDER.min, max: SLIDER.max, step: SLIDER.step };

  return (
    <div
      className={styles.ruler}
      data-testid="ruler"
      aria-label={t('redactor.ruler.label')}
      role="group"
    >
      <DualSlider
        label={t('redactor.ruler.page')}
        handleLabels={{ left: t('redactor.ruler.pageLeft'), right: t('redactor.ruler.pageRight') }}
        valueText={(side, value) => {
          const next = marginsFromSliders(
            side === 'left' ? { ...page, left: value } : { ...page, right: value },
          );
          return cm(side === 'left' ? next.marginLeft : next.marginRight);
        }}
        left={page.left}
        right={page.right}
        track={track}
        leftMax={SLIDER.leftMax}
        rightMin={SLIDER.rightMin}
        testIds={{ left: 'ruler-page-left', right: 'ruler-page-right' }}
        onChange={(nextLeft, nextRight) => {
          const next = marginsFromSliders({ left: nextLeft, right: nextRight });
          onPaddingChange(formatPadding([top, next.marginRight, bottom, next.marginLeft]));
        }}
      />
      <DualSlider
        tone="paragraph"
        label={t('redactor.ruler.paragraph')}
        handleLabels={{
          left: t('redactor.ruler.paragraphLeft'),
          right: t('redactor.ruler.paragraphRight'),
        }}
        valueText={(side, value) => {
          const next = marginsFromSliders(
            side === 'left'
              ? { ...paragraphHandles, left: value }
              : { ...paragraphHandles, right: value },
          );
          return cm(
            Math.max(0, side === 'left' ? next.marginLeft - left : next.marginRight - right),
          );
        }}
        left={paragraphHandles.left}
        right={paragraphHandles.right}
        track={track}
        leftMax={SLIDER.leftMax}
        rightMin={SLIDER.rightMin}
        disabled={paragraph === null}
        testIds={{ left: 'ruler-paragraph-left', right: 'ruler-paragraph-right' }}
        onChange={(nextLeft, nextRight) => {
          const next = marginsFromSliders({ left: nextLeft, right: nextRight });
          // A paragraph is indented inside the page margins, never pulled out of them.
          onParagraphChange({
            left: Math.max(0, next.marginLeft - left),
            right: Math.max(0, next.marginRight - right),
          });
        }}
      />
    </div>
  );
}
