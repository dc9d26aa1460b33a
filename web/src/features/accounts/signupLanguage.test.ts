import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.resetModules();
  vi.doUnmock('../../i18n/languageChoice');
});

async function withDisplayed(language: string) {
  vi.doMock('../../i18n/languageChoice', () => ({ languageChoice: () => language }));
  return import('./signupLanguage');
}

describe('signupLanguage', () => {
  it('is the displayed language, the pseudo-locale signing up in English', async () => {
    expect((await withDisplayed('de')).signupLanguage()).toBe('de');
    vi.resetModules();
    expect((await withDisplayed('es')).signupLanguage()).toBe('es');
    vi.resetModules();
    expect((await withDisplayed('en-XA')).signupLanguage()).toBe('en');
  });
});

describe('signupTimeZone', () => {
  it("is the browser's IANA zone", async () => {
    const { signupTimeZone } = await withDisplayed('en');
    expect(signupTimeZone()).toBe(new Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
