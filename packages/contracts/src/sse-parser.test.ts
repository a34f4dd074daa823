import { createSseParser } from './sse-parser';

describe('the server-sent events parser', () => {
  test('frames end at a blank line, with their event name and data', () => {
    const parser = createSseParser();
    expect(
      parser.push('event: start\ndata: {"id":1}\n\nevent: delta\ndata: {"text":"Hi"}\n\n'),
    ).toEqual([
      { event: 'start', data: '{"id":1}' },
      { event: 'delta', data: '{"text":"Hi"}' },
    ]);
  });

  test('a frame split across chunks anywhere arrives once, whole', () => {
    const stream =
      'event: delta\r\ndata: {"text":"Дорогие родители"}\r\n\r\nevent: done\ndata: {"id":7}\n\n';
    // Every split point, CR/LF pairs included.
    for (let at = 1; at < stream.length; at += 1) {
      const parser = createSseParser();
      const frames = [...parser.push(stream.slice(0, at)), ...parser.push(stream.slice(at))];
      expect(frames).toEqual([
        { event: 'delta', data: '{"text":"Дорогие родители"}' },
        { event: 'done', data: '{"id":7}' },
      ]);
    }
  });

  test('several data lines join with line breaks; comments and unknown fields are skipped', () => {
    const parser = createSseParser();
    expect(parser.push(': keep-alive\nid: 3\nevent: delta\ndata: one\ndata:two\ndata\n\n')).toEqual(
      [{ event: 'delta', data: 'one\ntwo\n' }],
    );
  });

  test("a frame without event is a 'message'; one without data is no frame", () => {
    const parser = createSseParser();
    expect(parser.push('event: delta\n\ndata: x\n\n')).toEqual([{ event: 'message', data: 'x' }]);
  });

  test('a frame cut off by the end of the stream is not delivered', () => {
    const parser = createSseParser();
    expect(parser.push('event: delta\ndata: {"text":"half')).toEqual([]);
    expect(parser.end()).toEqual([]);
    expect(parser.push('\n\n')).toEqual([]);
  });
});
