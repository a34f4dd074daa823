import type { Translate } from '@gramota/ui';
import type { EmbedLinkInfo } from '@gramota/contracts';

/**
 * The made files of a run as the server wants them ('12,13,14'), from the numbers typed in any
 * way or from the run page's address pasted as it is (…/app/ready/mass/12-13-14/), whose other
 * numbers (a port, say) are not file numbers.
 */
export function runFileIds(text: string): string {
  const afterMass = text.split('/mass/')[1];
  const source = afterMass === undefined ? text : (afterMass.split(/[/?#]/)[0] ?? '');
  return (source.match(/\d+/g) ?? []).join(',');
}

/** What a link shows, in the teacher's words: a spreadsheet by its document's name when known. */
export function describeEmbedLink(
  t: Translate,
  link: EmbedLinkInfo,
  docNames: ReadonlyMap<string, string>,
): string {
  switch (link.scope) {
    case 'docs-picker':
      return t('profile:embed.descriptions.docs-picker');
    case 'spreadsheet': {
      const name = docNames.get(link.target);
      return name
        ? t('profile:embed.descriptions.spreadsheet', { name })
        : t('profile:embed.descriptions.spreadsheetNumber', { id: link.target });
    }
    case 'ready-run':
      return t('profile:embed.descriptions.ready-run', {
        ids: link.target.split(',').join(', '),
      });
  }
}
