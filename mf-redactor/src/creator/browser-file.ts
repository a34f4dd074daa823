/**
 * Handing a made file to the teacher in the browser. Each function loads first and returns the
 * hand-over, so the flow can report download_end between the two (seed 001 §4).
 */

/** How long a PDF may take to load into the print frame before it counts as a failure. */
const PRINT_LOAD_TIMEOUT_MS = 60000;
/** The object URL outlives the click: some browsers read it after the click returns. */
const OBJECT_URL_LIFETIME_MS = 60000;
const PRINT_FRAME_ID = 'gr-creator-print-frame';

/** Fetches the file (same-origin, with the session) and returns a hand-over saving it as `filename`. */
export async function fetchDownload(url: string, filename: string): Promise<() => void> {
  const response = await fetch(new URL(url, window.location.origin).href, {
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`The file answered ${response.status}`);
  const blob = await response.blob();
  return () => {
    const href = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = href;
    link.download = filename;
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(href), OBJECT_URL_LIFETIME_MS);
  };
}

/**
 * Loads the PDF into a hidden frame; the hand-over opens the print dialog for it, or the PDF in a
 * new tab where the browser does not print frames.
 */
export function loadForPrint(url: string): Promise<() => void> {
  document.getElementById(PRINT_FRAME_ID)?.remove();
  const frame = document.createElement('iframe');
  frame.id = PRINT_FRAME_ID;
  frame.title = 'print';
  frame.setAttribute('aria-hidden', 'true');
  // Not display:none: some browsers do not print a frame that is not laid out.
  Object.assign(frame.style, {
    position: 'fixed',
    right: '0',
    bottom: '0',
    width: '0',
    height: '0',
    border: '0',
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      frame.remove();
      reject(new Error('The file did not load for printing'));
    }, PRINT_LOAD_TIMEOUT_MS);
    frame.addEventListener('load', () => {
      clearTimeout(timer);
      resolve(() => printFrame(frame, url));
    });
    frame.src = url;
    document.body.append(frame);
  });
}

function printFrame(frame: HTMLIFrameElement, url: string) {
  try {
    frame.contentWindow!.focus();
    frame.contentWindow!.print();
  } catch {
    window.open(url, '_blank');
  }
}
