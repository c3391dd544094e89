import { useT } from '../../i18n/use-t.ts';
import { Alert, LinkButton } from '../../components/ui/index.ts';
import { useMessage } from '../../components/ui/form.ts';
import { FormPanel } from './FormPanel.tsx';

/** A used, expired or unknown activation or reset link: the spec's text, and the two ways forward (decision 0103). */
export function InvalidLinkPanel({ message }: { message: string }) {
  const { t } = useT('accounts');
  const translated = useMessage();
  return (
    <FormPanel>
      <Alert tone="error">{translated(message)}</Alert>
      <p className="mt-6 flex flex-wrap gap-3">
        <LinkButton to="/login">{t('links.signIn')}</LinkButton>
        <LinkButton to="/compte-oublie" variant="secondary">
          {t('links.newLink')}
        </LinkButton>
      </p>
    </FormPanel>
  );
}
