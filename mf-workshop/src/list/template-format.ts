import { WORKSHOP_FIXED_FORMATS, customFormat } from '@gramota/scene';

/** The choices of the create and upload forms: the fixed formats and a custom size. */
export const FORMAT_CHOICES = [...WORKSHOP_FIXED_FORMATS, 'custom'] as const;
export type FormatChoice = (typeof FORMAT_CHOICES)[number];

/** A custom page's side, in centimetres (the issue: 5..100). */
export const CUSTOM_CM = { min: 5, max: 100 } as const;

/** The format the server takes ('a4', 'ni-21x15'), or null when a custom size is out of range. */
export function chosenFormat(choice: FormatChoice, width: string, height: string): string | null {
  if (choice !== 'custom') return choice;
  const sides = [width, height].map((side) => Number(side.replace(',', '.')));
  const valid = sides.every(
    (side) => side.toString() !== 'NaN' && side >= CUSTOM_CM.min && side <= CUSTOM_CM.max,
  );
  return valid ? customFormat(sides[0]!, sides[1]!) : null;
}
