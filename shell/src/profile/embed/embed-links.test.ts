import { runFileIds } from './embed-links';

describe('the made files of a run', () => {
  it('reads the numbers however they were typed', () => {
    expect(runFileIds('12, 13 14;15')).toBe('12,13,14,15');
    expect(runFileIds('12-13-14')).toBe('12,13,14');
    expect(runFileIds('  ')).toBe('');
  });

  it("reads the run page's address, whose other numbers are not files", () => {
    expect(runFileIds('https://gramota.example:8443/app/ready/mass/12-13/?embed=true')).toBe(
      '12,13',
    );
    expect(runFileIds('/app/ready/mass/7/')).toBe('7');
  });
});
