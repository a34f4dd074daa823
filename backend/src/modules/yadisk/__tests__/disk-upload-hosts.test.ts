import { loadConfig } from '../../../config';
import { isAllowedUploadUrl } from '../disk-api.client';

describe('YADISK_UPLOAD_HOSTS: where a teacher’s file may be PUT', () => {
  const defaults = loadConfig({ YADISK_CLIENT_ID: 'id', YADISK_CLIENT_SECRET: 's' }).yadisk!;

  it('by default: the provider’s https upload hosts only', () => {
    expect(defaults.uploadHosts).toEqual(['.disk.yandex.net']);
    const allowed = (href: string) => isAllowedUploadUrl(href, defaults.uploadHosts);
    expect(allowed('https://uploader1j.disk.yandex.net:443/upload-target/2024/x')).toBe(true);
    expect(allowed('https://uploader1j.disk.yandex.net/upload-target/x?sig=1')).toBe(true);
    for (const href of [
      'http://uploader1j.disk.yandex.net/upload-target/x',
      'https://uploader1j.disk.yandex.net:8443/x',
      'https://disk.yandex.net.attacker.example/x',
      'https://evildisk.yandex.net/x',
      'https://attacker.example/x',
      'https://user:pw@uploader1j.disk.yandex.net/x',
      'ftp://uploader1j.disk.yandex.net/x',
      '/upload-target/x',
      'not a url',
    ])
      expect([href, allowed(href)]).toEqual([href, false]);
  });

  it('an exact host, or an origin (a local stand-in over http, its port only)', () => {
    const { uploadHosts } = loadConfig({
      YADISK_CLIENT_ID: 'id',
      YADISK_CLIENT_SECRET: 's',
      YADISK_UPLOAD_HOSTS: 'Uploader.Example.net, http://127.0.0.1:4200/',
    }).yadisk!;
    expect(uploadHosts).toEqual(['uploader.example.net', 'http://127.0.0.1:4200']);
    expect(isAllowedUploadUrl('https://uploader.example.net/x', uploadHosts)).toBe(true);
    expect(isAllowedUploadUrl('https://a.uploader.example.net/x', uploadHosts)).toBe(false);
    expect(isAllowedUploadUrl('http://127.0.0.1:4200/upload-target/1', uploadHosts)).toBe(true);
    expect(isAllowedUploadUrl('http://127.0.0.1:4201/upload-target/1', uploadHosts)).toBe(false);
    expect(isAllowedUploadUrl('https://127.0.0.1:4200/upload-target/1', uploadHosts)).toBe(false);
  });

  it('refuses a value that is neither', () => {
    expect(() => loadConfig({ YADISK_UPLOAD_HOSTS: '*.yandex.net' })).toThrow(
      /YADISK_UPLOAD_HOSTS/,
    );
    expect(() => loadConfig({ YADISK_UPLOAD_HOSTS: 'https://x.example/path' })).toThrow(
      /YADISK_UPLOAD_HOSTS/,
    );
  });
});
