// Helpers for the file-area kit's tests.

/** The folder commands the browser calls, each a jest mock. */
export const browseCommands = () => ({
  open: jest.fn(),
  openFolder: jest.fn(),
  moveTo: jest.fn(),
  trash: jest.fn(),
  deleteForever: jest.fn(),
  rename: jest.fn(),
});
