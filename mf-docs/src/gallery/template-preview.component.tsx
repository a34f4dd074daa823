import { Fragment, useMemo, type CSSProperties, type ReactNode } from 'react';
import type { TemplateSet } from '@gramota/contracts';
import { parseContent, type ContentNode } from './safe-content';
import { withSampleText } from './sample-text';
import styles from './template-preview.module.css';

/** The editor's page width in CSS px; every template measure is given at this width. */
const PAGE_WIDTH = 800;
const PAGE_HEIGHT: Record<string, number> = { a4: 1132, a5: 1132, a4h: 566 };
/** 1 pt in CSS px. */
const PT = 96 / 72;

function render(nodes: ContentNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.kind === 'text') return <Fragment key={index}>{node.text}</Fragment>;
    if (node.kind === 'br') return <br key={index} />;
    const style: CSSProperties = {
      textAlign: node.style.textAlign,
      fontSize: node.style.fontSizePt ? `${node.style.fontSizePt * PT}px` : undefined,
    };
    const Tag = node.tag;
    return (
      <Tag key={index} style={style}>
        {render(node.children)}
      </Tag>
    );
  });
}

/**
 * A large, faithful preview of a template: background, the default title image where the
 * editor puts it, and the default text inside the page margins (fields shown as sample text),
 * drawn at 800 px and scaled.
 */
export function TemplatePreview({ template, width }: { template: TemplateSet; width: number }) {
  // Fields mode's placeholders are shown as the fields' sample text, as a filled document reads.
  const content = useMemo(
    () => render(withSampleText(parseContent(template.content), template.fields)),
    [template.content, template.fields],
  );
  const height = PAGE_HEIGHT[template.format] ?? PAGE_HEIGHT.a4!;
  const scale = width / PAGE_WIDTH;
  const [top = 0, right = 0, bottom = 0, left = 0] = template.padding.split(' ').map(Number);
  const titles = template.title_movable_gallery ? template.title_movable_gallery.split(';;') : [];
  const title = titles[template.title_index] ?? titles[0];
  const [floatX = 0, floatY = 0] = template.titles_float.split('|').map(Number);
  return (
    <div
      className={styles.frame}
      style={{ width, height: height * scale }}
      data-testid="template-preview"
    >
      <div
        className={styles.page}
        style={{
          width: PAGE_WIDTH,
          height,
          transform: `scale(${scale})`,
          backgroundImage: `url("${template.img_redactor}")`,
          fontFamily: `'${template.font}', Georgia, serif`,
        }}
      >
        {title && template.is_title_movable === '1' ? (
          <img
            className={styles.title}
            src={title}
            alt=""
            // Title images are drawn at twice the page scale (as the catalogue thumbnails use them).
            onLoad={(event) => {
              const image = event.currentTarget;
              image.style.width = `${image.naturalWidth / 2}px`;
            }}
            style={{
              top: Number(template.titles_margin || 0) + floatY,
              left: `calc(50% + ${floatX}px)`,
            }}
          />
        ) : null}
        <div
          className={styles.content}
          style={{ paddingTop: top, paddingRight: right, paddingBottom: bottom, paddingLeft: left }}
        >
          {content}
        </div>
      </div>
    </div>
  );
}
