/**
 * The page formats of the workshop (seed 001 §3 Template formats in workshop): A4 portrait, A4
 * landscape, A5 and custom 'ni-{width}x{height}' in centimetres. Their page size is doc-style's
 * (800 px wide), the same the document editor and the render engine use.
 */
import { CUSTOM_FORMAT_PREFIX, isPageFormat, pageSize } from '@gramota/doc-style';

export const WORKSHOP_FIXED_FORMATS = ['a4', 'a4h', 'a5'] as const;
export type WorkshopFixedFormat = (typeof WORKSHOP_FIXED_FORMATS)[number];

export function isWorkshopFormat(format: string): boolean {
  if ((WORKSHOP_FIXED_FORMATS as readonly string[]).includes(format)) return true;
  return format.startsWith(CUSTOM_FORMAT_PREFIX) && isPageFormat(format);
}

/** 'ni-{w}x{h}' from centimetres (two decimals at most). */
export function customFormat(widthCm: number, heightCm: number): string {
  const cm = (value: number) => String(Math.round(value * 100) / 100);
  return `${CUSTOM_FORMAT_PREFIX}${cm(widthCm)}x${cm(heightCm)}`;
}

/** The page in scene coordinates (CSS px, 800 wide). */
export function scenePageSize(format: string): { width: number; height: number } {
  return pageSize(format);
}

/** The fixed format whose default layout a custom format borrows: landscape ones take a4h's. */
export function layoutFormatOf(format: string): WorkshopFixedFormat {
  if ((WORKSHOP_FIXED_FORMATS as readonly string[]).includes(format))
    return format as WorkshopFixedFormat;
  const { width, height } = scenePageSize(format);
  return width > height ? 'a4h' : 'a4';
}
