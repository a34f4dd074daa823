import type { Translate } from '@gramota/ui';
import type { WorkshopBackground, WorkshopMaket } from '@gramota/contracts';

/**
 * The shipped layouts answer their names in Russian (the catalogue's data, packages/template-artwork/src/
 * workshop/makets.ts); the editor names them in the teacher's language by their stable ids.
 * A layout or background the editor does not know keeps the server's name.
 */
const LAYOUT_KEYS: Readonly<Record<number, string>> = {
  1: 'laurel',
  2: 'classic',
  3: 'strictBlue',
  4: 'autumn',
  5: 'spring',
  50: 'classic',
  51: 'meander',
  52: 'emerald',
  53: 'classic',
  54: 'strict',
  55: 'graphite',
  56: 'winter',
  57: 'school',
  58: 'roses',
  59: 'embroidery',
  60: 'laurel',
  61: 'strict',
  62: 'festive',
  63: 'gold',
  64: 'sport',
  65: 'music',
  66: 'strictFrame',
};

/** A background preset's id is its artwork's key and the page's orientation: 'paper-ivory-p'. */
const backgroundKey = (id: string) =>
  id.replace(/-[pl]$/, '').replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

export function layoutName(t: Translate, maket: Pick<WorkshopMaket, 'id' | 'name'>): string {
  const key = LAYOUT_KEYS[maket.id];
  return key ? t(`redactor.layoutNames.${key}`, { defaultValue: maket.name }) : maket.name;
}

export function backgroundName(
  t: Translate,
  preset: Pick<WorkshopBackground, 'id' | 'name'>,
): string {
  return t(`redactor.backgroundNames.${backgroundKey(preset.id)}`, { defaultValue: preset.name });
}
