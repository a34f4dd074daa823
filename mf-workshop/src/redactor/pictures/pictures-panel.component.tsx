import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  newPicture,
  newQrPicture,
  picturesInPaintOrder,
  SCENE_LIMITS,
  STAMP_WIDTH,
  type ScenePicture,
} from '@gramota/scene';
import {
  appPaths,
  insertionAccess,
  WORKSHOP_PLAN_INVOICE,
  type PageInsertion,
} from '@gramota/contracts';
import { useShellApi } from '@gramota/shell-api';
import { Button, FormAlert } from '@gramota/ui';
import { NeedPayModal } from '../../list/modals/need-pay.modal';
import { useWorkshopUpload } from '../api/use-workshop-upload';
import { FileButton } from '../panels/file-button.component';
import { SliderField } from '../panels/scene-fields.component';
import { useSceneEdit, type PanelProps } from '../panels/panel-props';
import { patchPicture } from '../state/scene-edits';
import { pictureTarget, type Selection } from '../state/selection';
import { QrDialog } from './qr-dialog.component';
import { StampDialog } from './stamp-dialog.component';
import panelStyles from '../panels/panels.module.css';

/** A picture's height / width once the browser has it (stamps: the answer gives no size). */
function measuredAspect(src: string): Promise<number> {
  return new Promise((resolve) => {
    const image = new window.Image();
    image.onload = () =>
      resolve(image.naturalWidth > 0 ? image.naturalHeight / image.naturalWidth : 1);
    image.onerror = () => resolve(1);
    image.src = src;
  });
}

interface PicturesPanelProps extends PanelProps {
  templateData: string;
  selection: Selection;
  /** The workshop plan is paid (is_workshop_pay '1'). */
  pro: boolean;
}

type Dialog = 'qr' | 'stamp' | null;

/** Inserted pictures (seed 001 §3): uploaded, stamp (150 px) and QR (100 px), and the selected one's settings. */
export function PicturesPanel({
  scene,
  readOnly,
  dispatch,
  templateData,
  selection,
  pro,
}: PicturesPanelProps) {
  const { t } = useTranslation('workshop');
  const { showModal, navigate } = useShellApi();
  // The one PRO rule of the editor and the workshop (contracts insertionAccess); the workshop's
  // PRO is its plan, and a free plan meets the need-pay dialog (seed 001 §6).
  const access = (kind: PageInsertion) => insertionAccess(kind, { pro, templateData });
  const needPay = () =>
    showModal({
      title: t('list.needPay.title'),
      component: NeedPayModal,
      props: {
        reason: 'pictures' as const,
        pay: pro ? ('1' as const) : ('0' as const),
        onPay: () => navigate(appPaths.invoiceWorkshop(WORKSHOP_PLAN_INVOICE)),
      },
    });
  const edit = useSceneEdit(dispatch);
  const [dialog, setDialog] = useState<Dialog>(null);
  const { upload, error, busy } = useWorkshopUpload('picture');
  const full = scene.pictures.length >= SCENE_LIMITS.pictures;
  const add = (picture: ScenePicture) => dispatch({ type: 'addPicture', picture });
  const selected =
    selection?.kind === 'picture'
      ? scene.pictures.find((picture) => picture.id === selection.id)
      : undefined;
  const live = (patch: Partial<ScenePicture>) =>
    selected && edit.live((next) => patchPicture(next, selected.id, patch));

  return (
    <div className={panelStyles.panel} data-testid="workshop-panel-pictures">
      <div className={panelStyles.row}>
        {access('image') === 'hidden' ? null : (
          <FileButton
            label={t('redactor.pictures.upload')}
            testId="workshop-picture-upload"
            busy={busy}
            disabled={readOnly || full}
            onBlocked={access('image') === 'needPro' ? needPay : undefined}
            onFile={(file) =>
              void upload(file).then((picture) => {
                if (picture)
                  add(
                    newPicture(scene, 'uploaded', picture.img, picture.height / picture.width || 1),
                  );
              })
            }
          />
        )}
        {access('stamp') === 'hidden' ? null : (
          <Button
            disabled={readOnly || full}
            data-testid="workshop-picture-stamp"
            onClick={() => setDialog('stamp')}
          >
            {t('redactor.pictures.stamp')}
          </Button>
        )}
        {access('qr') === 'hidden' ? null : (
          <Button
            disabled={readOnly || full}
            data-testid="workshop-picture-qr"
            onClick={() => (access('qr') === 'needPro' ? needPay() : setDialog('qr'))}
          >
            {t('redactor.pictures.qr')}
          </Button>
        )}
      </div>
      <FormAlert message={error} />
      {full ? (
        <p className={panelStyles.hint}>
          {t('redactor.pictures.full', { max: SCENE_LIMITS.pictures })}
        </p>
      ) : null}
      <ul className={panelStyles.pictureList}>
        {picturesInPaintOrder(scene)
          .reverse()
          .map((picture) => (
            <li key={picture.id}>
              <button
                type="button"
                className={panelStyles.pictureItem}
                aria-pressed={picture.id === selected?.id}
                data-testid={`workshop-picture-${picture.id}`}
                onClick={() => dispatch({ type: 'select', selection: pictureTarget(picture.id) })}
              >
                {t(`redactor.pictures.kind_${picture.kind}`, { id: picture.id })}
              </button>
            </li>
          ))}
      </ul>
      {selected ? (
        <div className={panelStyles.panel} data-testid="workshop-picture-settings">
          <SliderField
            label={t('redactor.pictures.width')}
            testId="workshop-picture-width"
            value={selected.width}
            min={selected.kind === 'stamp' ? STAMP_WIDTH.min : 20}
            max={selected.kind === 'stamp' ? STAMP_WIDTH.max : 800}
            disabled={readOnly}
            onLive={(width) => live({ width })}
            onCommit={edit.commit}
          />
          {(['posx', 'posy'] as const).map((key) => (
            <SliderField
              key={key}
              label={t(`redactor.pictures.${key}`)}
              testId={`workshop-picture-${key}`}
              value={selected[key]}
              min={-200}
              max={1400}
              disabled={readOnly}
              onLive={(value) => live({ [key]: value })}
              onCommit={edit.commit}
            />
          ))}
          <SliderField
            label={t('redactor.pictures.opacity')}
            testId="workshop-picture-opacity"
            value={selected.opacity}
            min={0}
            max={100}
            disabled={readOnly}
            onLive={(opacity) => live({ opacity })}
            onCommit={edit.commit}
          />
          <SliderField
            label={t('redactor.pictures.rotate')}
            testId="workshop-picture-rotate"
            value={selected.rotate}
            min={-180}
            max={180}
            disabled={readOnly}
            onLive={(rotate) => live({ rotate })}
            onCommit={edit.commit}
          />
          <div className={panelStyles.row}>
            <Button
              disabled={readOnly}
              data-testid="workshop-picture-up"
              onClick={() => dispatch({ type: 'reorder', direction: 'up' })}
            >
              {t('redactor.pictures.up')}
            </Button>
            <Button
              disabled={readOnly}
              data-testid="workshop-picture-down"
              onClick={() => dispatch({ type: 'reorder', direction: 'down' })}
            >
              {t('redactor.pictures.down')}
            </Button>
            <Button
              variant="danger"
              disabled={readOnly}
              data-testid="workshop-picture-delete"
              onClick={() => dispatch({ type: 'deleteSelected' })}
            >
              {t('redactor.pictures.delete')}
            </Button>
          </div>
        </div>
      ) : null}
      {dialog === 'qr' ? (
        <QrDialog
          onClose={() => setDialog(null)}
          onInsert={(link) => add(newQrPicture(scene, link))}
        />
      ) : null}
      {dialog === 'stamp' ? (
        <StampDialog
          templateData={templateData}
          onClose={() => setDialog(null)}
          onPick={(url) =>
            void measuredAspect(url).then((aspect) => add(newPicture(scene, 'stamp', url, aspect)))
          }
        />
      ) : null}
    </div>
  );
}
