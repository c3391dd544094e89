import { useT } from '../../i18n/use-t.ts';
import { checkRule, passwordIndicators, type PersonalParts } from '../../../domain/accounts/browser.ts';
import { cx } from '../../components/ui/cx.ts';
import { Icon } from '../../components/ui/Icon.tsx';

/** The three live indicators of the password rules (spec part 1 §2), updated at each key press. */
export function PasswordIndicators({
  id,
  password,
  personal,
}: {
  id: string;
  password: string;
  personal: PersonalParts;
}) {
  const { t } = useT('accounts');
  return (
    <div id={id} className="rounded-md bg-sand p-3 text-sm">
      <p className="font-semibold">{t('indicators.title')}</p>
      <ul className="mt-1 flex flex-col gap-1">
        {passwordIndicators.map((indicator) => {
          const met = password !== '' && indicator.rules.every((rule) => checkRule(rule, password, personal));
          return (
            <li
              key={indicator.id}
              data-indicator={indicator.id}
              data-met={met}
              className={cx('flex items-start gap-2', met ? 'text-success' : 'text-muted')}
            >
              <Icon name={met ? 'check' : 'close'} className="mt-0.5 size-4 shrink-0" />
              <span>
                {t(`indicators.${indicator.id}`)}
                <span className="sr-only"> ({t(met ? 'indicators.met' : 'indicators.unmet')})</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
