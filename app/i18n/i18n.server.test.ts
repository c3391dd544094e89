import { describe, expect, it } from 'vitest';
import { getLanguage, getT, pickLanguage } from './i18n.server.ts';
import { getTranslator } from './instance.ts';

describe('pickLanguage', () => {
  it('honours q-values', () => {
    expect(pickLanguage(null, 'de;q=0.1, fr;q=0.9')).toBe('fr');
    expect(pickLanguage(null, 'fr;q=0.2, en')).toBe('en');
  });

  it('matches a region to its language and Korean to the site’s kr', () => {
    expect(pickLanguage(null, 'en-US,en;q=0.9')).toBe('en');
    expect(pickLanguage(null, 'ko-KR')).toBe('kr');
    expect(pickLanguage(null, 'pt-BR, es;q=0.5')).toBe('es');
  });

  it('falls back to French', () => {
    expect(pickLanguage(null, 'pt-BR')).toBe('fr');
    expect(pickLanguage(null, null)).toBe('fr');
  });

  it('takes the language cookie first', () => {
    expect(pickLanguage('a=1; lang=bg', 'en')).toBe('bg');
    expect(pickLanguage('lang=xx', 'en')).toBe('en');
  });
});

describe('getT', () => {
  const request = (lang: string) => new Request('http://site.test/', { headers: { cookie: `lang=${lang}` } });

  it('translates with the language’s one translator, built at start with every namespace and French', () => {
    expect(getT(request('en'))).toBe(getTranslator('en').translation());
    expect(getTranslator('en').load('accounts')).toBeUndefined();
    expect(getT(request('en')).t('accounts:login.h1')).toBe('Sign in');
    expect(getT(request('de')).t('accounts:login.h1')).toBe('Anmelden');
    expect(getT(request('de')).t('toolbar.login')).toBe('Anmelden');
  });
});

describe('a shared link’s language', () => {
  it('comes before the cookie and the browser’s languages, when it is one of ours', () => {
    const request = (url: string) => new Request(url, { headers: { cookie: 'lang=de', 'accept-language': 'es' } });
    expect(getLanguage(request('http://site.test/soutien?lang=kr'))).toBe('kr');
    expect(getLanguage(request('http://site.test/soutien?lang=xx'))).toBe('de');
    expect(getLanguage(request('http://site.test/soutien'))).toBe('de');
  });
});
