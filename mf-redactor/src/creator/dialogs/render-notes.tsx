import type { Translate } from '@gramota/ui';
import { useTranslation } from 'react-i18next';
import type { RenderNote } from '@gramota/contracts';
import styles from './creator-dialogs.module.css';
import { runtimeT } from '@gramota/ui';

/** One note in the teacher's language: the code's sentence with the note's name and fallback. */
function noteText(t: Translate, note: RenderNote): string {
  const key = `redactor.creator.notes.${note.code}`;
  // pages_cut is plural on the pages the file holds.
  if (note.code === 'pages_cut') return runtimeT(t)(key, { count: note.pages ?? 0 });
  return runtimeT(t)(key, { name: note.name ?? '', fallback: note.fallback ?? '' });
}

/**
 * What the render replaced in the made file (a missing font, a broken picture): the file was made
 * anyway, and the teacher is told what to check. Nothing when nothing was replaced.
 */
export function RenderNotes({ notes }: { notes: readonly RenderNote[] }) {
  const { t } = useTranslation('redactor');
  if (notes.length === 0) return null;
  return (
    <div className={styles.notes} data-testid="creator-render-notes">
      <p>{t('redactor.creator.notes.title')}</p>
      <ul>
        {notes.map((note, index) => (
          <li key={index}>{noteText(t, note)}</li>
        ))}
      </ul>
    </div>
  );
}
