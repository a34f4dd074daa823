import { DOC_HTML_ALLOWED } from './html-allowlist';
import { richDoc } from './raw-content.fixtures';
import { rawToHtml } from './raw-to-html';
import { IMAGE_SRC_PATTERN, QR_SRC_PATTERN, STAMP_SRC_PATTERN } from './entity-sources';
import { accountPaths, redactorPaths } from '@gramota/contracts';

const VOID_TAGS = new Set(['br', 'img']);

/** What in `html` the allowlist would remove (a strict reader of rawToHtml's own output). */
function violations(html: string): string[] {
  const found: string[] = [];
  const open: string[] = [];
  const tag = /<(\/?)([a-z]+)((?:\s+[a-z-]+="[^"<>]*")*)\s*>/gy;
  let index = 0;
  while (index < html.length) {
    const next = html.indexOf('<', index);
    const text = html.slice(index, next < 0 ? html.length : next);
    if (/[<>"]|&(?!(amp|lt|gt|quot);)/.test(text)) found.push(`raw text: ${text}`);
    if (next < 0) break;
    tag.lastIndex = next;
    const match = tag.exec(html);
    if (!match) return [...found, `not a tag at ${html.slice(next, next + 40)}`];
    const [whole, closing, name = '', attributes = ''] = match;
    if (!DOC_HTML_ALLOWED.allowedTags.includes(name)) found.push(`<${name}>`);
    for (const [, attribute = '', value = ''] of attributes.matchAll(/([a-z-]+)="([^"]*)"/g)) {
      if (!DOC_HTML_ALLOWED.allowedAttributes[name]?.includes(attribute)) {
        found.push(`${name}[${attribute}]`);
      } else if (attribute === 'class') {
        for (const each of value.split(' ')) {
          if (!DOC_HTML_ALLOWED.allowedClasses[name]?.includes(each)) found.push(`${name}.${each}`);
        }
      } else if (attribute === 'style') {
        for (const declaration of value.split(';')) {
          const [property = '', ...rest] = declaration.split(':');
          const patterns = DOC_HTML_ALLOWED.allowedStyles[name]?.[property];
          if (!patterns?.some((pattern) => pattern.test(rest.join(':')))) {
            found.push(`${name} style ${declaration}`);
          }
        }
      } else if (attribute === 'src') {
        if (!DOC_HTML_ALLOWED.imageSources.some((pattern) => pattern.test(value))) {
          found.push(`src ${value}`);
        }
      }
    }
    if (closing) {
      if (open.pop() !== name) found.push(`unbalanced </${name}>`);
    } else if (!VOID_TAGS.has(name)) open.push(name);
    index = next + whole.length;
  }
  return open.length > 0 ? [...found, `unclosed ${open.join(', ')}`] : found;
}

describe('DOC_HTML_ALLOWED', () => {
  it('allows everything rawToHtml writes, for PRO and free documents', () => {
    expect(violations(rawToHtml(richDoc(), { pro: true }))).toEqual([]);
    expect(violations(rawToHtml(richDoc(), { pro: false }))).toEqual([]);
  });

  it('is strict: the reader above does catch what it must', () => {
    expect(violations('<p class="gr-p x" onclick="a" style="position:fixed">t</p>')).toEqual([
      'p.x',
      'p[onclick]',
      'p style position:fixed',
    ]);
    expect(violations('<img class="gr-img" src="https://evil/x.png">')).toEqual([
      'src https://evil/x.png',
    ]);
  });

  it('takes the picture paths the contract builds, by pattern and by prefix', () => {
    const sources: Array<[string, RegExp]> = [
      [redactorPaths.imageFile('12', 'ab-1.webp'), IMAGE_SRC_PATTERN],
      [redactorPaths.qr('https://школа.рф/?a="1"'), QR_SRC_PATTERN],
      [accountPaths.profileStampFile('f3b1c2d4-0000-4000-8000-000000000001'), STAMP_SRC_PATTERN],
    ];
    for (const [src, pattern] of sources) {
      expect(src).toMatch(pattern);
      expect(DOC_HTML_ALLOWED.srcPrefixes.filter((prefix) => src.startsWith(prefix))).toHaveLength(
        1,
      );
    }
  });
});
