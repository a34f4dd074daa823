import { adoptEmbedToken, addEmbedTokenHeader } from './embed-token';

/** Headers as the base query hands them over (only `set` is used). */
function headerBag() {
  const values = new Map<string, string>();
  return { values, headers: { set: (name: string, value: string) => values.set(name, value) } };
}

describe('the embed token of a framed area', () => {
  beforeEach(() => sessionStorage.clear());

  it('moves the token from the address into every call’s header, and out of sight', () => {
    history.replaceState(null, '', '/app/docs/?embed=true&embed_key=TOKEN123');
    adoptEmbedToken();
    expect(location.search).toBe('?embed=true');
    const bag = headerBag();
    addEmbedTokenHeader(bag.headers as unknown as Headers);
    expect(bag.values.get('X-Embed-Token')).toBe('TOKEN123');
  });

  it('keeps it across a reload of the frame, and sends nothing for a page without one', () => {
    history.replaceState(null, '', '/app/docs/?embed=true&embed_key=KEEP');
    adoptEmbedToken();
    history.replaceState(null, '', '/app/docs/?embed=true');
    adoptEmbedToken();
    const kept = headerBag();
    addEmbedTokenHeader(kept.headers as unknown as Headers);
    expect(kept.values.get('X-Embed-Token')).toBe('KEEP');

    sessionStorage.clear();
    adoptEmbedToken();
    const none = headerBag();
    addEmbedTokenHeader(none.headers as unknown as Headers);
    expect(none.values.size).toBe(0);
  });
});
