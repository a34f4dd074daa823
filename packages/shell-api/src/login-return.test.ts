import {
  isSafeReturnPath,
  peekLoginReturn,
  rememberLoginReturn,
  takeLoginReturn,
} from './login-return';

describe('the login return address', () => {
  beforeEach(() => sessionStorage.clear());

  it('is remembered with its reason and used once', () => {
    rememberLoginReturn({ path: '/app/redactor/5/', reason: 'document' });
    expect(peekLoginReturn()).toEqual({ path: '/app/redactor/5/', reason: 'document' });
    expect(takeLoginReturn()).toEqual({ path: '/app/redactor/5/', reason: 'document' });
    expect(takeLoginReturn()).toBeNull();
  });

  it('never leaves the app', () => {
    expect(isSafeReturnPath('/app/docs/?sq=abc')).toBe(true);
    expect(isSafeReturnPath('https://evil.example/app/')).toBe(false);
    expect(isSafeReturnPath('//evil.example/app/')).toBe(false);
    expect(isSafeReturnPath('/app/login/')).toBe(false);
    rememberLoginReturn({ path: 'https://evil.example/', reason: null });
    expect(peekLoginReturn()).toBeNull();
    sessionStorage.setItem('gramota:login-return', '{"path":"/api/logout/"}');
    expect(peekLoginReturn()).toBeNull();
  });

  it('drops an unknown reason and survives garbage', () => {
    sessionStorage.setItem('gramota:login-return', '{"path":"/app/pay/","reason":"<b>"}');
    expect(peekLoginReturn()).toEqual({ path: '/app/pay/', reason: null });
    sessionStorage.setItem('gramota:login-return', 'not json');
    expect(peekLoginReturn()).toBeNull();
  });
});
