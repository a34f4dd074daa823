// catalogue.json as the backend reads it: validated, because it is a file on disk that a build
// (or a person) may have left half-written or from another version.
import {
  CATALOGUE_GROUPS,
  CATEGORIES,
  FIELD_ID_PATTERN,
  TEMPLATE_FORMATS,
  TEMPLATE_ID_PATTERN,
  TEMPLATE_LANGUAGES,
  REGION_CODE_PATTERN,
} from '@gramota/contracts';
import { z } from 'zod';

export const MANIFEST_FILE = 'catalogue.json';

/** Names the renderer gives files: letters, digits and hyphens, one extension. */
export const CATALOGUE_FILE_PATTERN = /^[a-z0-9][a-z0-9-]{0,150}\.(jpg|png|webp)$/;

const fileSchema = z.object({
  file: z.string().regex(CATALOGUE_FILE_PATTERN),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().nonnegative(),
});

const fieldSchema = z.object({
  type: z.enum(['permanent', 'variable']),
  id: z.string().regex(FIELD_ID_PATTERN),
  title: z.string().min(1).max(200),
  default: z.string().max(2000),
});

const templateSchema = z.object({
  id: z.string().regex(TEMPLATE_ID_PATTERN),
  name: z.string().min(1).max(200),
  tname: z.string().regex(/^[a-z0-9-]{1,200}$/),
  category: z.enum(CATEGORIES),
  groups: z.array(z.enum(CATALOGUE_GROUPS as [string, ...string[]])).min(1),
  format: z.enum(TEMPLATE_FORMATS),
  lng: z.enum(TEMPLATE_LANGUAGES),
  pro: z.boolean(),
  region: z.string().regex(REGION_CODE_PATTERN).nullable(),
  sort: z.number().int().nonnegative(),
  title: z.string().min(1).max(200),
  font: z.string().min(1).max(100),
  padding: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  content: z.string().max(100_000),
  fields: z.array(fieldSchema),
  background: fileSchema,
  thumbnail: fileSchema,
  movableTitle: z
    .object({
      gallery: z
        .array(
          z.object({ key: z.string(), text: z.string(), image: fileSchema, thumbnail: fileSchema }),
        )
        .min(1),
      index: z.number().int().nonnegative(),
      top: z.number().int(),
    })
    .nullable(),
  hash: z.string().regex(/^[0-9a-f]{8,64}$/),
});

export const catalogueManifestSchema = z.object({
  version: z.literal(1),
  catalogue: z.string(),
  templates: z.array(templateSchema),
});

export type CatalogueManifestRow = z.infer<typeof templateSchema>;
export type CatalogueManifestData = z.infer<typeof catalogueManifestSchema>;
