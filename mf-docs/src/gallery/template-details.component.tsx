import { useTranslation } from 'react-i18next';
import { EmptyState, Button } from '@gramota/ui';
import { useRoute } from '@gramota/shell-api';
import { appPaths, type TemplateSet } from '@gramota/contracts';
import { AreaLink } from '../common/area-link.component';
import { ArrowLeftIcon } from '../common/icons.component';
import { useElementWidth } from '../common/use-element-width';
import { categoryPath, galleryPath } from './gallery-route';
import { languageLabel } from './template-language';
import { TemplatePreview } from './template-preview.component';
import { useTemplateGetQuery } from './templates.api';
import { useCardAction } from './use-card-action';
import { useCreateDocument } from './use-create-document';
import styles from './template-details.module.css';

/** The card page (/card/{id}/ and /{category}/{group}/{name}/): a large preview and Create. */
export function TemplateDetails({ templateId }: { templateId: string }) {
  const { t } = useTranslation('gallery');
  const { data, isLoading, isError } = useTemplateGetQuery(templateId);
  const { search } = useRoute();
  if (isLoading) return <div className={styles.loading} aria-busy="true" />;
  if (isError || !data)
    return (
      <EmptyState title={t('card.notFound')} text={t('card.notFoundText')}>
        <AreaLink href={galleryPath([], search)}>{t('empty.toGallery')}</AreaLink>
      </EmptyState>
    );
  return <Details template={data} />;
}

function Details({ template }: { template: TemplateSet }) {
  const { t } = useTranslation(['gallery', 'docs', 'common']);
  const { search } = useRoute();
  const { mode, select, onChoose } = useCardAction();
  const { create, creating } = useCreateDocument();
  const titles = template.title_movable_gallery
    ? template.title_movable_gallery.split(';;').length
    : 0;
  const landscape = template.format === 'a4h';
  const stage = useElementWidth<HTMLDivElement>();
  // As large as the stage allows, up to a comfortable reading size.
  const previewWidth = Math.min(landscape ? 640 : 460, stage.width || (landscape ? 640 : 460));

  const primary =
    mode === 'select-template' ? (
      <Button variant="primary" wide onClick={() => select(template.id)}>
        {t('card.select')}
      </Button>
    ) : mode === 'activate-pay' ? (
      <AreaLink
        className={styles.payLink}
        href={appPaths.invoiceTemplate(template.id)}
        onClick={(event) => onChoose(template, event)}
      >
        {t('card.activate')}
      </AreaLink>
    ) : (
      <Button
        variant="primary"
        wide
        busy={creating}
        data-testid="create-document"
        onClick={() =>
          void create(template.id, {
            folderId: search.get('folder'),
            searchId: search.get('sq') ?? undefined,
          })
        }
      >
        {t('card.create')}
      </Button>
    );

  return (
    <div className={styles.details} data-testid="template-details" data-template-id={template.id}>
      <AreaLink className={styles.back} href={categoryPath(template.category, search)}>
        <ArrowLeftIcon />
        {t('card.back')}
      </AreaLink>
      <div className={landscape ? `${styles.layout} ${styles.wide}` : styles.layout}>
        <div className={styles.stage} aria-label={t('card.preview', { name: template.name })}>
          <div ref={stage.ref} className={styles.measure}>
            <TemplatePreview template={template} width={previewWidth} />
          </div>
        </div>
        <aside className={styles.info}>
          <h2 className={styles.name}>
            {template.name}
            {template.pro === '1' ? <span className={styles.pro}>{t('card.pro')}</span> : null}
          </h2>
          <p className={styles.lead}>
            {template.pro === '1' ? t('card.proText') : t('card.freeText')}
          </p>
          <dl className={styles.facts}>
            <dt>{t('card.category')}</dt>
            <dd>{t(`common:categories.${template.category}`)}</dd>
            <dt>{t('card.format')}</dt>
            <dd>{t(`formats.${template.format}`, { defaultValue: template.format })}</dd>
            <dt>{t('card.language')}</dt>
            <dd>{languageLabel(template.lng, t)}</dd>
            {template.fields.length > 0 ? (
              <>
                <dt>{t('card.fields')}</dt>
                <dd>{template.fields.map((field) => field.title).join(', ')}</dd>
              </>
            ) : null}
          </dl>
          {titles > 1 ? <p className={styles.note}>{t('card.titles', { count: titles })}</p> : null}
          <div className={styles.actions}>{primary}</div>
        </aside>
      </div>
    </div>
  );
}
