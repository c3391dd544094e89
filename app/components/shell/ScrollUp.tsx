import { useT } from '../../i18n/use-t.ts';
import { Icon } from '../ui/Icon.tsx';
import { useScrolledPast } from './useScrolledPast.ts';

/** Spec part 1 §9: the button appears once the page is scrolled more than 100 px. */
const SCROLL_UP_THRESHOLD = 100;

/** Back to the top; focus goes to the site's mark so keyboard users start again from the top too. */
export function ScrollUp() {
  const { t } = useT();
  const shown = useScrolledPast(SCROLL_UP_THRESHOLD);
  return (
    <button
      type="button"
      hidden={!shown}
      onClick={() => {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
        document.getElementById('toolbar-home')?.focus({ preventScroll: true });
      }}
      className="pointer-events-auto inline-flex size-12 items-center justify-center rounded-full bg-brand text-white shadow-lg hover:bg-brand-dark"
    >
      <Icon name="arrow-up" label={t('scrollUp')} />
    </button>
  );
}
