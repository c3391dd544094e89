import { useT } from '../../i18n/use-t.ts';
import { fieldChanges, formatValue, subjectName } from './journal-changes.ts';

/** Where a subject's field names are already written for its own form, besides the journal's own names. */
const formFields: Record<string, string> = {
  church: 'churches.fields',
  media: 'media.fields',
  home_card: 'homeCards.fields',
  live_meeting: 'live.fields',
  key_value: 'keyValues.fields',
};

interface Entry {
  action: string;
  subjectType: string;
  subjectId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * One journal entry in words: what was done to what (« Église modifiée : « Église de Lyon » »), then each field it
 * changed, before → after. The action's code stays beside it, small, as the journal's filter takes it.
 */
export function JournalChange({ entry }: { entry: Entry }) {
  const { t, lang } = useT('admin');
  // Codes kept in the record (a church's country, a gift's state), named as their own pages name them.
  const { t: tc } = useT('churches');
  const { t: tm } = useT('money');
  const words = { lang, yes: t('journal.yes'), no: t('journal.no'), none: '—' };
  const action = t(`journal.actions.${entry.action}`, { defaultValue: entry.action });
  const name = subjectName(entry.before, entry.after);
  const subject = t(`journal.subjects.${entry.subjectType}`, { defaultValue: entry.subjectType });
  const source = formFields[entry.subjectType];
  const label = (field: string) =>
    t(`journal.fields.${field}`, { defaultValue: source ? t(`${source}.${field}`, { defaultValue: field }) : field });
  const changes = fieldChanges(entry.before, entry.after);
  const value = (field: string, v: unknown) => {
    if (typeof v === 'string' && field === 'pays') return tc(`countries.${v}`, { defaultValue: v });
    if (typeof v === 'string' && field === 'etat' && entry.subjectType === 'donation')
      return tm(`donations.states.${v}`, { defaultValue: v });
    return formatValue(v, words, field);
  };
  return (
    <div className="[overflow-wrap:anywhere]">
      <p className="font-semibold">{name ? t('journal.named', { action, name }) : action}</p>
      <p className="text-sm text-muted">
        {t('journal.subjectLine', { subject, id: entry.subjectId })} · <code>{entry.action}</code>
      </p>
      {changes.length > 0 && (
        <ul className="mt-2 flex list-none flex-col gap-1 p-0">
          {changes.map((c) => (
            <li key={c.field}>
              <span className="font-semibold">{label(c.field)}</span> :{' '}
              {entry.before && entry.after ? (
                <>
                  <span className="sr-only">{t('journal.before')} </span>
                  <span className="text-muted">{value(c.field, c.before)}</span> <span aria-hidden="true">→</span>{' '}
                  <span className="sr-only">{t('journal.after')} </span>
                  {value(c.field, c.after)}
                </>
              ) : entry.after ? (
                value(c.field, c.after)
              ) : (
                <del className="text-muted">{value(c.field, c.before)}</del>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
