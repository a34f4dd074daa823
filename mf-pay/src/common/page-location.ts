/**
 * The two full-page moves of the area: a provider's checkout opened in the same tab, and the
 * reload after a payment (seed 001 §4: the page reloads with what was bought). One object, so
 * component tests can watch them (jsdom cannot leave the page).
 */
export const pageLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
