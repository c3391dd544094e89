import { Link } from 'react-router';
import { Icon } from '../../components/ui/index.ts';
import { useT } from '../../i18n/use-t.ts';

/**
 * « Prévisualiser »: a record's public page as the staff sees it, published or not (decision 0107). `name` tells a
 * screen reader which record when the link stands in a list.
 */
export function PreviewLink({ to, name }: { to: string; name?: string }) {
  const { t } = useT('admin');
  return (
    <Link to={to} className="inline-flex items-center gap-1" data-preview>
      <Icon name="external" className="size-4 shrink-0" />
      {t('preview')}
      {name && <span className="sr-only"> : {name}</span>}
    </Link>
  );
}
