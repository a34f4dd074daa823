/**
 * SVG is refused by its content, whatever the file is called (an SVG with a script renamed to
 * .png is still an SVG): it is text that starts, after an optional BOM, whitespace, an XML
 * declaration, comments or a doctype, with an <svg> element. The first 4 KB are enough.
 */
export function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 4096)
    .toString('latin1')
    .replace(/^\u00ef\u00bb\u00bf/, '')
    .trimStart()
    .toLowerCase();
  if (!head.startsWith('<')) return false;
  return head.startsWith('<svg') || (/^<[?!]/.test(head) && head.includes('<svg'));
}
