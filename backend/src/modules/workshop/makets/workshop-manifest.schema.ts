// workshop.json as the backend reads it (written by @gramota/template-artwork's
// render/workshop-renderer): validated, because it is a file on disk that a build may have left
// half-written or old.
import { z } from 'zod';
import { CATALOGUE_FILE_PATTERN } from '../../templates';

export const WORKSHOP_MANIFEST_FILE = 'workshop.json';

const fileSchema = z.object({
  file: z.string().regex(CATALOGUE_FILE_PATTERN),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().nonnegative(),
});
const FIXED_FORMATS = ['a4', 'a4h', 'a5'] as const;
const orientation = z.enum(['portrait', 'landscape']);
const presetId = z.string().regex(/^[a-z0-9-]{1,80}$/);
/** The style parts are checked by @gramota/scene (parseMaketStyle, then the whole scene). */
const styleObject = z.record(z.string(), z.unknown());

export const workshopManifestSchema = z.object({
  version: z.literal(1),
  hash: z.string(),
  backgrounds: z.array(
    z.object({
      id: presetId,
      key: z.string(),
      name: z.string().min(1).max(200),
      orientation,
      formats: z.array(z.enum(FIXED_FORMATS)),
      image: fileSchema,
      thumbnail: fileSchema,
    }),
  ),
  frames: z.array(
    z.object({
      id: presetId,
      key: z.string(),
      name: z.string().min(1).max(200),
      orientation,
      image: fileSchema,
    }),
  ),
  makets: z.array(
    z.object({
      id: z.number().int().min(1).max(1_000_000),
      format: z.enum(FIXED_FORMATS),
      type: z.enum(['c', 's', 'm']),
      name: z.string().min(1).max(200),
      type_bg: z.enum(['file', 'other']),
      file_id: z.union([presetId, z.literal('')]),
      frame: presetId.nullable(),
      style_frame: styleObject,
      style_title: styleObject,
      style_content: styleObject,
      thumbnail: fileSchema,
    }),
  ),
});

export type WorkshopManifestData = z.infer<typeof workshopManifestSchema>;
export type WorkshopManifestMaketRow = WorkshopManifestData['makets'][number];
