import { SLIDER, marginsFromSliders, rulersHidden, slidersFromMargins } from './ruler';

describe('ruler sliders', () => {
  it('puts the handles at the text edges on a -400..400 axis centred on the page', () => {
    expect(slidersFromMargins({ marginLeft: 100, marginRight: 150 })).toEqual({
      left: -300,
      right: 250,
    });
    expect(marginsFromSliders({ left: -300, right: 250 })).toEqual({
      marginLeft: 100,
      marginRight: 150,
    });
  });
  it('rounds to the 5 px step', () => {
    expect(slidersFromMargins({ marginLeft: 76.19, marginRight: 38.1 })).toEqual({
      left: -325,
      right: 360,
    });
    expect(marginsFromSliders({ left: -323, right: 357.6 })).toEqual({
      marginLeft: 75,
      marginRight: 40,
    });
  });
  it('keeps the left handle at or below -100 and the right at or above 100', () => {
    expect(marginsFromSliders({ left: 50, right: -20 })).toEqual({
      marginLeft: 400 + SLIDER.leftMax,
      marginRight: 400 - SLIDER.rightMin,
    });
    expect(slidersFromMargins({ marginLeft: 350, marginRight: 390 })).toEqual({
      left: -100,
      right: 100,
    });
  });
  it('keeps the handles on the axis', () => {
    expect(marginsFromSliders({ left: -900, right: 900 })).toEqual({
      marginLeft: 0,
      marginRight: 0,
    });
    expect(slidersFromMargins({ marginLeft: -50, marginRight: -50 })).toEqual({
      left: -400,
      right: 400,
    });
  });
});

describe('rulersHidden', () => {
  it('hides the ruler for landscape, photo and custom formats', () => {
    for (const format of ['f15x10', 'a4h', 'a4hm5', 'ni-20x15']) {
      expect(rulersHidden(format, '40 40 40 40')).toBe(true);
    }
  });
  it('shows it for portrait formats with margins up to 300 px', () => {
    for (const format of ['a4', 'a5', 'a4m5', 'a5_on_a4', 'a4s3', 'a4s5']) {
      expect(rulersHidden(format, '40 300 40 300')).toBe(false);
    }
    expect(rulersHidden('a4', [0, 0, 0, 0])).toBe(false);
  });
  it('hides it when the left or right margin exceeds 300 px', () => {
    expect(rulersHidden('a4', '40 301 40 40')).toBe(true);
    expect(rulersHidden('a4', '40 40 40 300.5')).toBe(true);
    expect(rulersHidden('a4', '400 40 400 40')).toBe(false);
  });
  it('hides it when the margins cannot be read', () => {
    expect(rulersHidden('a4', 'nonsense')).toBe(true);
  });
});
