import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { htmlLang, languageNames, languages, type Language } from '../../i18n/languages.ts';
import { cx } from '../ui/cx.ts';
import { Icon } from '../ui/Icon.tsx';
import { useRootData } from './useRootData.ts';

/** The same page with `?lang=xx`: the server answers in that language and keeps it in the `lang` cookie. */
function languageHref(pathname: string, search: string, lang: Language): string {
  const params = new URLSearchParams(search);
  params.set('lang', lang);
  return `${pathname}?${params.toString()}`;
}

/**
 * The language selector (spec part 1 §1), in the toolbar (`compact`: the code only) and the footer: a disclosure
 * listing the six languages, each named in itself. Its links load the page again in the chosen language (a full load:
 * the strings and the whole page change), and work without JavaScript.
 */
export function LanguageMenu({ compact = false, className }: { compact?: boolean; className?: string }) {
  const { t } = useT();
  const { lang } = useRootData();
  const { pathname, search } = useLocation();
  const ref = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onPointer = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && details.open) {
        details.open = false;
        details.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    details.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      details.removeEventListener('keydown', onKey);
    };
  }, []);

  return (
    <details
      ref={ref}
      className={cx('group relative', className)}
      data-testid={compact ? 'language-toolbar' : 'language-footer'}
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-md px-2 font-semibold text-white hover:bg-white/10 [&::-webkit-details-marker]:hidden">
        <Icon name="globe" className="size-5 shrink-0" />
        <span className="sr-only">{t('language.label')} : </span>
        <span lang={htmlLang(lang)}>{compact ? lang.toUpperCase() : languageNames[lang]}</span>
        <Icon name="chevron-down" className="size-4 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <ul
        className={cx(
          'absolute z-50 mt-1 min-w-44 rounded-md bg-brand-dark p-2 shadow-lg ring-1 ring-white/15',
          compact ? 'right-0 top-full' : 'bottom-full left-0 mb-1',
        )}
      >
        {languages.map((code) => (
          <li key={code}>
            <a
              href={languageHref(pathname, search, code)}
              hrefLang={htmlLang(code)}
              lang={htmlLang(code)}
              aria-current={code === lang ? 'true' : undefined}
              className={cx(
                'flex min-h-11 items-center gap-2 rounded-md px-3 text-white no-underline hover:bg-white/10',
                code === lang && 'font-bold',
              )}
            >
              {code === lang ? <Icon name="check" className="size-4" /> : <span className="size-4" />}
              {languageNames[code]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
