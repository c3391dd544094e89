import { useT } from '../../i18n/use-t.ts';
import { Icon } from '../../components/ui/index.ts';
import { buttonClass } from '../../components/ui/Button.tsx';

export interface Bookshop {
  href: string;
  social: { network: 'facebook' | 'instagram' | 'youtube'; href: string }[];
}

const networkNames = { facebook: 'Facebook', instagram: 'Instagram', youtube: 'YouTube' } as const;

/** The bookshop's banner: a short text, its social links and a link to visit its site. */
export function BookshopBanner({ bookshop }: { bookshop: Bookshop }) {
  const { t } = useT('churches');
  return (
    <section
      aria-labelledby="librairie"
      className="mt-14 flex flex-col gap-5 rounded-lg bg-brand px-6 py-8 text-white md:flex-row md:items-center md:px-10"
    >
      <Icon name="bible" className="size-12 shrink-0 text-gold" />
      <div className="flex-1">
        <h2 id="librairie" className="font-serif text-2xl text-white">
          {t('bookshop.title')}
        </h2>
        <p className="mt-2 text-brand-soft">{t('bookshop.text')}</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {bookshop.social.map((s) => (
          <a
            key={s.network}
            href={s.href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex size-11 items-center justify-center rounded-full border border-white/40 text-white hover:bg-white/10"
          >
            <Icon name={s.network} label={t('bookshop.social', { network: networkNames[s.network] })} />
          </a>
        ))}
        <a href={bookshop.href} target="_blank" rel="noopener noreferrer" className={buttonClass('primary')}>
          {t('bookshop.visit')}
          <Icon name="external" />
          <span className="sr-only"> ({t('newTab')})</span>
        </a>
      </div>
    </section>
  );
}
