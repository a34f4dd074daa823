import { Raw, type FindOperator } from 'typeorm';

/** `%text%` for LIKE, lower-cased the way name_lower is, with % _ \ escaped. */
export const containing = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * A find condition on a name_lower column: names containing `text` (the user's % and _ taken
 * literally on SQLite and PostgreSQL alike: the ESCAPE is written out, SQLite has no default).
 */
export function nameContains(text: string): FindOperator<string> {
  return Raw((column) => `${column} LIKE :nameSearch ESCAPE '\\'`, {
    nameSearch: containing(text),
  });
}
