// A strict reader of the editor's simple HTML, for tests: p, strong, em, br and span; `style` on
// p and span only, holding text-align and font-size (pt); tags balanced; no raw < or > in text.
const ALLOWED = new Set(['p', 'strong', 'em', 'br', 'span']);
const STYLE =
  /^(text-align:(left|center|right|justify)|font-size:\d{1,3}pt)(;(text-align:(left|center|right|justify)|font-size:\d{1,3}pt))*;?$/;

/** null when the HTML is clean, else what is wrong. */
export function checkContentHtml(html: string): string | null {
  const open: string[] = [];
  const tag = /<(\/?)([a-z0-9]+)((?:\s+[a-z-]+="[^"]*")*)\s*(\/?)>/gy;
  let index = 0;
  while (index < html.length) {
    const next = html.indexOf('<', index);
    const text = html.slice(index, next < 0 ? html.length : next);
    if (text.includes('>')) return `raw > in text: ${text}`;
    if (next < 0) break;
    tag.lastIndex = next;
    const match = tag.exec(html);
    if (!match) return `not a tag at ${next}: ${html.slice(next, next + 30)}`;
    const [whole, closing, name = '', attributes = ''] = match;
    if (!ALLOWED.has(name)) return `tag <${name}> not allowed`;
    for (const attribute of attributes.matchAll(/([a-z-]+)="([^"]*)"/g)) {
      if (attribute[1] !== 'style' || (name !== 'p' && name !== 'span'))
        return `attribute ${attribute[1]} on <${name}>`;
      if (!STYLE.test(attribute[2]!)) return `style "${attribute[2]}"`;
    }
    if (name === 'br') {
      if (closing) return '</br>';
    } else if (closing) {
      if (open.pop() !== name) return `unbalanced </${name}>`;
    } else {
      if (name === 'p' && open.length > 0) return '<p> inside another element';
      open.push(name);
    }
    index = next + whole.length;
  }
  return open.length > 0 ? `unclosed <${open.join('>, <')}>` : null;
}
