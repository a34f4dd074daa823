import { mayAddTemplate, mayMakeDocument } from '../workshop-plan';

describe('the workshop plan (seed 001 §6)', () => {
  it('lets anyone add the first template and only the paid plan add more', () => {
    expect(mayAddTemplate(0, false)).toBe(true);
    expect(mayAddTemplate(1, false)).toBe(false);
    expect(mayAddTemplate(5, false)).toBe(false);
    expect(mayAddTemplate(1, true)).toBe(true);
  });

  it('makes documents from the one free template, from more only on the plan', () => {
    expect(mayMakeDocument(1, false)).toBe(true);
    expect(mayMakeDocument(2, false)).toBe(false);
    expect(mayMakeDocument(2, true)).toBe(true);
  });
});
