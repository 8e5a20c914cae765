import { describe, expect, it } from 'vitest';
import { composeAuthMail } from './auth.mails.ts';

const brand = {
  name: 'Northwind Funded',
  logoUrl: '/brand-assets/northwind/logo.svg',
  publicUrl: 'https://portal.example',
};

describe('composeAuthMail', () => {
  it('carries the code, the brand and its absolute logo URL', () => {
    const mail = composeAuthMail({ kind: 'verifyEmail', lang: 'en', brand, name: 'Jana', code: '042137', minutes: 10 });
    expect(mail.subject).toBe('Northwind Funded: confirm your e-mail');
    expect(mail.text).toContain('Hello Jana,');
    expect(mail.text).toContain('Your verification code is 042137. It expires in 10 minutes.');
    expect(mail.text).toContain('The Northwind Funded team');
    expect(mail.html).toContain('>042137</p>');
    expect(mail.html).toContain(
      '<img src="https://portal.example/brand-assets/northwind/logo.svg" alt="Northwind Funded"',
    );
    expect(mail.html).toContain('<html lang="en">');
  });

  it('escapes HTML in names and in the brand name', () => {
    const mail = composeAuthMail({
      kind: 'resetPassword',
      lang: 'en',
      brand: { ...brand, name: 'Fish & "Chips" <Prop>', logoUrl: null },
      name: '<script>alert(1)</script>',
      code: '123456',
      minutes: 10,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(mail.html).toContain('<strong>Fish &amp; &quot;Chips&quot; &lt;Prop&gt;</strong>');
    expect(mail.html).not.toContain('<Prop>');
    // plain text is not HTML: it carries the name as typed
    expect(mail.text).toContain('Hello <script>alert(1)</script>,');
  });

  it('greets without a name and leaves out the code parts when there is no code', () => {
    const mail = composeAuthMail({ kind: 'passwordChanged', lang: 'en', brand, name: null });
    expect(mail.subject).toBe('Northwind Funded: your password has been changed');
    expect(mail.text.startsWith('Hello,\n')).toBe(true);
    expect(mail.text).not.toContain('ignore this e-mail');
    expect(mail.html).not.toContain('letter-spacing');
  });

  it('translates into the language asked for, falling back to English', () => {
    const de = composeAuthMail({ kind: 'verifyEmail', lang: 'de', brand, name: 'Jana', code: '111111', minutes: 10 });
    expect(de.subject).toBe('Northwind Funded: Bestätigen Sie Ihre E-Mail-Adresse');
    expect(de.text).toContain('Hallo Jana,');
    const xx = composeAuthMail({ kind: 'verifyEmail', lang: 'xx', brand, name: 'Jana', code: '111111', minutes: 10 });
    expect(xx.subject).toBe('Northwind Funded: confirm your e-mail');
  });

  it('tells the trader two-step sign-in was turned on or off, in their language, with no code', () => {
    const on = composeAuthMail({ kind: 'twoFactorEnabled', lang: 'de', brand, name: 'Jana' });
    expect(on.subject).toBe('Northwind Funded: Zwei-Schritt-Anmeldung ist aktiviert');
    expect(on.text).toContain('Authenticator-App');
    expect(on.html).not.toContain('letter-spacing');
    const off = composeAuthMail({ kind: 'twoFactorDisabled', lang: 'fr', brand, name: null });
    expect(off.subject).toBe('Northwind Funded : la connexion en deux étapes est désactivée');
    expect(off.text).toContain('contactez immédiatement notre équipe');
  });
});
