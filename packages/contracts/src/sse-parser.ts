/**
 * Server-sent events framing, shared by the editor (reading the AI assistant's answers) and the
 * backend (reading an OpenAI-compatible provider's stream).
 */

/** One server-sent event: its `event:` name ('message' when none) and its `data:` lines joined. */
export interface SseFrame {
  event: string;
  data: string;
}

/**
 * Reads a text/event-stream as it arrives. Chunks break anywhere (inside a line, between a CR and
 * its LF), so the unfinished tail waits for the next chunk; a frame ends at a blank line. Comment
 * lines (':' first) and unknown fields are skipped, as the EventSource specification says.
 */
export function createSseParser() {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let hasData = false;

  const takeLine = (line: string, frames: SseFrame[]) => {
    if (line === '') {
      if (hasData) frames.push({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      hasData = false;
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') {
      data.push(value);
      hasData = true;
    }
  };

  return {
    /** The frames this chunk completes. */
    push(chunk: string): SseFrame[] {
      buffer += chunk;
      const frames: SseFrame[] = [];
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        if (!match) break;
        // A CR at the very end may be the first half of a CRLF still on its way.
        if (match[0] === '\r' && match.index === buffer.length - 1) break;
        takeLine(buffer.slice(0, match.index), frames);
        buffer = buffer.slice(match.index + match[0].length);
      }
      return frames;
    },
    /**
     * The stream ended: a frame without its closing blank line is incomplete, so it is dropped
     * (the caller sees the stream end without `done`).
     */
    end(): SseFrame[] {
      buffer = '';
      event = '';
      data = [];
      hasData = false;
      return [];
    },
  };
}
