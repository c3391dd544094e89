import { formatEuros } from '../../../domain/money.ts';
import { intlLocale } from '../../i18n/languages.ts';
import { useT } from '../../i18n/use-t.ts';

/** "2026-11" as its readers say it: « nov. 2026 », or « novembre 2026 » in full. */
export function monthName(month: string, locale: string, style: 'short' | 'long' = 'long'): string {
  return new Intl.DateTimeFormat(locale, { month: style, year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/**
 * What the regular gifts brought each month, over twelve months (decision 0120): a list, each month with its
 * amount written and a bar of its share of the highest month (the bar is drawn only; the words say it all).
 */
export function MonthlyTrend({ months }: { months: { month: string; cents: number; count: number }[] }) {
  const { t, lang } = useT('money');
  const locale = intlLocale(lang);
  const highest = Math.max(1, ...months.map((m) => m.cents));
  return (
    <ol className="grid gap-1" aria-label={t('giving.trend')}>
      {months.map((m) => (
        <li
          key={m.month}
          className="grid grid-cols-[6.5rem_1fr_auto] items-center gap-3 text-sm sm:grid-cols-[8rem_1fr_9rem]"
        >
          <span>{monthName(m.month, locale, 'short')}</span>
          <span className="h-4 rounded-sm bg-sand" aria-hidden="true">
            <span className="block h-4 rounded-sm bg-brand" style={{ width: `${(m.cents / highest) * 100}%` }} />
          </span>
          <span className="text-right font-semibold tabular-nums">
            {formatEuros(m.cents, locale)}
            <span className="sr-only"> — {t('giving.paymentsCount', { count: m.count })}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
