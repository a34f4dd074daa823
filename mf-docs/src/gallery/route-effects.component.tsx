import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoute } from '@gramota/shell-api';
import { useAreaNavigation } from '../common/area-navigation';
import { galleryPath } from './gallery-route';
import { hasRegions } from './template-language';
import { useCreateDocument } from './use-create-document';
import { useGallerySettings } from './use-gallery-settings';
import styles from './route-effects.module.css';

/**
 * /app/templates/create/{id}: creates the document at once, then opens the editor; the address
 * is reset to the gallery first so Back never creates a second document (seed 001 §2).
 */
export function CreateFromRoute({ templateId }: { templateId: string }) {
  const { t } = useTranslation('gallery');
  const { search } = useRoute();
  const go = useAreaNavigation();
  const { create } = useCreateDocument();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const gallery = galleryPath([], search);
    void create(templateId, {
      folderId: search.get('folder'),
      beforeOpen: () => go(gallery, { replace: true }),
    }).then((doc) => {
      if (!doc) go(gallery, { replace: true });
    });
  }, [create, go, search, templateId]);
  return (
    <p className={styles.working} role="status" aria-busy="true">
      {t('create.creating')}
    </p>
  );
}

/** /app/templates/region-select/{lng}/{region}/: saves template_regions, back to the gallery. */
export function RegionSelectRoute({ lng, region }: { lng: string; region: string }) {
  const { search } = useRoute();
  const go = useAreaNavigation();
  const { setRegion } = useGallerySettings();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (hasRegions(lng)) void setRegion(lng, region);
    go(galleryPath([], search), { replace: true });
  }, [go, lng, region, search, setRegion]);
  return null;
}
