import { clampHelpModalSize, helpModalMaxSize } from './help-size';

const noRoom = { width: 0, height: 0 };

describe('help modal size', () => {
  test('never exceeds 1080x1920 on a huge screen', () => {
    expect(helpModalMaxSize({ width: 4000, height: 3000 }, noRoom)).toEqual({
      width: 1080,
      height: 1920,
    });
  });

  test('stays inside the window, minus the frame around it', () => {
    expect(helpModalMaxSize({ width: 800, height: 600 }, { width: 48, height: 156 })).toEqual({
      width: 752,
      height: 444,
    });
  });

  test('keeps 300x100 even in a tiny window', () => {
    expect(helpModalMaxSize({ width: 200, height: 80 }, noRoom)).toEqual({
      width: 300,
      height: 100,
    });
    expect(
      clampHelpModalSize({ width: 10, height: 10 }, { width: 1440, height: 900 }, noRoom),
    ).toEqual({
      width: 300,
      height: 100,
    });
  });

  test('a size within the limits is kept as it is', () => {
    expect(
      clampHelpModalSize({ width: 640, height: 560 }, { width: 1440, height: 900 }, noRoom),
    ).toEqual({ width: 640, height: 560 });
  });
});
