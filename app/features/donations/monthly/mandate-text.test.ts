import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mandateText, PRE_NOTIFICATION_DAYS } from '../../../../domain/giving/browser.ts';
import { languages } from '../../../i18n/languages.ts';
import { Translator, type Namespace } from '../../../i18n/translator.ts';

const read = (lang: string) =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, `../../../../locales/${lang}/donations.json`), 'utf8'),
  ) as Namespace;

function paragraphs(lang: string) {
  const translator = new Translator(lang as never);
  translator.add('fr', 'donations', read('fr'));
  if (lang !== 'fr') translator.add(lang as never, 'donations', read(lang));
  const { t } = translator.translation('donations');
  const values = { creditor: 'Mission Évangélique Le Phare', id: 'FR12ZZZ123456', days: PRE_NOTIFICATION_DAYS };
  return (['p1', 'p2', 'p3', 'p4'] as const).map((p) => t(`monthly.mandate.${p}`, values));
}

describe('the SEPA mandate shown on /soutien', () => {
  it('is in French the domain’s text, word for word, the one the confirmation mail carries', () => {
    expect(paragraphs('fr')).toEqual(mandateText('Mission Évangélique Le Phare', 'FR12ZZZ123456'));
  });

  it('names the creditor, its identifier, the notice’s days and the eight weeks in every language', () => {
    for (const lang of languages) {
      const text = paragraphs(lang).join(' ');
      expect(text, lang).toContain('FR12ZZZ123456');
      expect(text, lang).toContain('Mission Évangélique Le Phare');
      expect(text, lang).toContain(String(PRE_NOTIFICATION_DAYS));
      expect(text, lang).toContain('8');
    }
  });
});
