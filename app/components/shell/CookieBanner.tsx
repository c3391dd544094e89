import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { Button } from '../ui/Button.tsx';
import { PageLink } from '../ui/PageLink.tsx';
import { hasStoredConsent, storeConsent } from './consent.ts';
import { useRootData } from './useRootData.ts';

/**
 * Shown until the visitor accepts. The server leaves it out when the consent cookie is present; on the
 * device, the localStorage key also hides it (and renews the cookie).
 */
export function CookieBanner() {
  const { t } = useT();
  const { cookieConsent } = useRootData();
  const [shown, setShown] = useState(!cookieConsent);

  useEffect(() => {
    if (hasStoredConsent()) {
      storeConsent();
      setShown(false);
    }
  }, []);

  if (!shown) return null;
  return (
    <section
      aria-label={t('cookieBanner.label')}
      data-testid="cookie-banner"
      className="pointer-events-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg border border-line bg-white p-4 text-ink shadow-2xl"
    >
      <p className="mb-3">
        {t('cookieBanner.text')}{' '}
        <PageLink to="/cookies" className="underline">
          {t('cookieBanner.more')}
        </PageLink>
      </p>
      <Button
        onClick={() => {
          storeConsent();
          setShown(false);
        }}
      >
        {t('cookieBanner.accept')}
      </Button>
    </section>
  );
}
