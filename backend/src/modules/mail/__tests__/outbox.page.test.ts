import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { readEml } from '../eml-reader';
import { codeMessage } from '../mail-templates';
import { isLoopbackRequest } from '../outbox.routes';
import { escapeHtml, renderOutboxPage } from '../outbox.page';
import type { AppContext } from '../../../http/app-state';

async function asEml(message: Mail.Options): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail({ from: 'Gramota <no-reply@localhost>', ...message });
  return (info.message as Buffer).toString('utf8');
}

describe('reading the outbox', () => {
  it('decodes Cyrillic subjects and quoted-printable or base64 bodies', async () => {
    const message = codeMessage('anna@example.com', 'reset', '042917', 'ru');
    const read = readEml(await asEml(message));
    expect(read).toMatchObject({
      to: 'anna@example.com',
      subject: 'Код для смены пароля в Грамоте: 042917',
      text: message.text,
    });
    const base64 = readEml(
      await asEml({
        to: 'b@example.com',
        subject: 'Привет',
        text: 'Строка '.repeat(40),
        textEncoding: 'base64',
      }),
    );
    expect(base64.text).toBe('Строка '.repeat(40).trim());
    expect(base64.subject).toBe('Привет');
  });

  it('escapes everything it shows', () => {
    const html = renderOutboxPage(
      [
        {
          file: 'x.eml',
          to: '<script>alert(1)</script>@example.com',
          subject: '"><img src=x onerror=alert(1)>',
          date: 'today',
          text: '</pre><script>alert(2)</script>',
        },
      ],
      '/tmp/<dir>',
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;/pre&gt;&lt;script&gt;');
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });

  it('treats only loopback sockets without forwarding headers as local', () => {
    const ctx = (address: string, headers: Record<string, string> = {}) =>
      ({
        req: { socket: { remoteAddress: address } },
        get: (name: string) => headers[name.toLowerCase()] ?? '',
      }) as unknown as AppContext;
    expect(isLoopbackRequest(ctx('127.0.0.1'))).toBe(true);
    expect(isLoopbackRequest(ctx('::1'))).toBe(true);
    expect(isLoopbackRequest(ctx('::ffff:127.0.0.1'))).toBe(true);
    expect(isLoopbackRequest(ctx('10.0.0.5'))).toBe(false);
    expect(isLoopbackRequest(ctx('::ffff:192.168.1.2'))).toBe(false);
    expect(isLoopbackRequest(ctx('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }))).toBe(false);
  });
});
