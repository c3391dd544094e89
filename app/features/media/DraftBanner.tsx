import { Icon } from '../../components/ui/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { pageMeta } from '../../page.ts';

/**
 * The strip above an unpublished media's page, which only the staff can open (decision 0107): what they see is not
 * on the site yet.
 */
export function DraftBanner() {
  const { t } = useT('media');
  return (
    <div role="status" className="border-b-4 border-gold-dark bg-gold text-ink" data-draft-banner>
      <p className="mx-auto flex max-w-page items-center gap-3 px-5 py-3 font-semibold md:px-8">
        <Icon name="alert" className="size-5 shrink-0" />
        {t('draft.banner')}
      </p>
    </div>
  );
}

/** The page's meta tags; a draft is never indexed. */
export function draftMeta(args: Parameters<typeof pageMeta>[0]) {
  const draft = (args.data as { draft?: boolean } | undefined)?.draft;
  return draft ? [...pageMeta(args), { name: 'robots', content: 'noindex' }] : pageMeta(args);
}
