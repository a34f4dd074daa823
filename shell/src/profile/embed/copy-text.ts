/**
 * Puts text on the clipboard. False when the browser refuses (no clipboard API, no permission,
 * a page not served over https): the caller then selects the text for the teacher to copy.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
