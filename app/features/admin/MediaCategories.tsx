import type { FieldMetadata } from '@conform-to/react';
import { categoryGroups } from '../../../domain/media/browser.ts';
import { useT } from '../../i18n/use-t.ts';

const known: ReadonlySet<string> = new Set(categoryGroups.flatMap((g) => g.categories));

/**
 * The media's categories as checkboxes named in words, grouped by the site's lists; each posts the code the list
 * pages read (`exhortationsAudio`, `Enseignement-Dieu`…). A stored code no list knows stays offered, ticked, so that
 * saving the form keeps it.
 */
export function MediaCategories({ meta, stored }: { meta: FieldMetadata<unknown>; stored: readonly string[] }) {
  const { t } = useT('admin');
  const others = stored.filter((c) => !known.has(c));
  const error = meta.errors?.[0];
  const groups = [
    ...categoryGroups.map((g) => ({
      id: g.id,
      choices: g.categories.map((c) => [c, t(`media.categoryNames.${c}`)] as const),
    })),
    ...(others.length ? [{ id: 'autres', choices: others.map((c) => [c, c] as const) }] : []),
  ];
  return (
    <fieldset
      aria-describedby={[meta.descriptionId, error && meta.errorId].filter(Boolean).join(' ')}
      className="flex flex-col gap-3"
    >
      <legend className="font-semibold text-ink">{t('media.fields.categories')}</legend>
      <p id={meta.descriptionId} className="text-sm text-muted">
        {t('media.fields.categoriesHint')}
      </p>
      <div className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
        {groups.map((g) => (
          <fieldset key={g.id}>
            <legend className="text-sm font-semibold text-brand">{t(`media.categoryGroups.${g.id}`)}</legend>
            {g.choices.map(([value, label]) => (
              <label key={value} className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  name={meta.name}
                  form={meta.formId}
                  value={value}
                  defaultChecked={stored.includes(value)}
                  className="h-6 w-6 shrink-0"
                />
                <span>{label}</span>
              </label>
            ))}
          </fieldset>
        ))}
      </div>
      {error && (
        <p id={meta.errorId} className="text-sm font-semibold text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
