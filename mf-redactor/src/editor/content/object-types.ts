import type {
  ImageEntityData,
  QrEntityData,
  StampEntityData,
  TableEntityData,
  TextboxEntityData,
} from '@gramota/doc-content';

/** The entity data of each object type (atomic blocks), as @gramota/doc-content defines it. */
export interface ObjectDataByType {
  IMAGE: ImageEntityData;
  QR: QrEntityData;
  STAMP: StampEntityData;
  TABLE: TableEntityData;
  TEXTBOX: TextboxEntityData;
}

export type EditorObjectType = keyof ObjectDataByType;
export type ObjectData<T extends EditorObjectType> = ObjectDataByType[T];

/** Objects drawn as a picture: they float, resize and may be placed freely. */
export type PictureType = 'IMAGE' | 'QR' | 'STAMP';
export type PictureData = ObjectData<PictureType>;
