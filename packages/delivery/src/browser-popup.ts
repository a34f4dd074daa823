/** A popup for a provider's sign-in page; null when the browser blocked it. */
export function openPopup(url: string): Window | null {
  return window.open(url, 'gramota-connect', 'width=640,height=720');
}
