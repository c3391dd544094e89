import { useT } from '../../i18n/use-t.ts';
import { Icon } from '../ui/Icon.tsx';
import { PageLink } from '../ui/PageLink.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { Logo } from './Logo.tsx';
import { useRootData } from './useRootData.ts';

/** Spec part 1 §9: the copyright range starts in 2000. */
const FIRST_YEAR = 2000;
/** The footer: who we are, useful links, social links (configured ones only), © 2000–current year. */
export function Footer() {
  const { t } = useT();
  const { site } = useRootData();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-brand-dark text-white">
      <div className="mx-auto grid max-w-page gap-10 px-5 py-12 md:grid-cols-3 md:px-8">
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-3 font-serif text-xl font-semibold">
            <Logo />
            {site.name}
          </p>
          <p className="text-white/85">{t('footer.about')}</p>
        </div>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="mb-3 font-sans text-sm font-bold tracking-wider text-gold uppercase">
            {t('footer.links')}
          </h2>
          <ul className="flex flex-col gap-1">
            {(
              [
                ['/contact', 'menu.contact'],
                ['/soutien', 'menu.support'],
                ['/confession-de-foi', 'menu.confession'],
                ['/cookies', 'footer.cookies'],
              ] as const
            ).map(([to, label]) => (
              <li key={to}>
                <PageLink
                  to={to}
                  className="inline-flex min-h-11 items-center text-white underline decoration-white/40 hover:decoration-gold"
                >
                  {t(label)}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-col gap-6">
          {site.social.length > 0 && (
            <div>
              <h2 className="mb-3 font-sans text-sm font-bold tracking-wider text-gold uppercase">
                {t('footer.social')}
              </h2>
              <ul className="flex gap-3">
                {site.social.map(({ network, href }) => (
                  <li key={network}>
                    <a
                      href={href}
                      rel="noopener"
                      className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-gold hover:text-ink"
                    >
                      <Icon name={network} label={t(`footer.${network}`)} />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div>
            <h2 className="mb-3 font-sans text-sm font-bold tracking-wider text-gold uppercase">
              {t('language.label')}
            </h2>
            <LanguageMenu className="-ml-2 w-fit" />
          </div>
        </div>
      </div>
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-page px-5 py-4 text-sm text-white/85 md:px-8">
          {t('footer.copyright', { year, name: site.name, first: FIRST_YEAR })}
        </p>
      </div>
    </footer>
  );
}
