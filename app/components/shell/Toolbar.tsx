import { useT } from '../../i18n/use-t.ts';
import { cx } from '../ui/cx.ts';
import { Icon } from '../ui/Icon.tsx';
import { PageLink } from '../ui/PageLink.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { Logo } from './Logo.tsx';
import { Menu } from './Menu.tsx';
import { useRootData } from './useRootData.ts';
import { useScrolledPast } from './useScrolledPast.ts';

/** Spec part 1 §9: 60 % opaque until the page is scrolled past 438 px, then opaque. */
const TOOLBAR_THRESHOLD = 438;

/** The fixed top bar: the site's mark, the menu, and the login link or the signed-in member. */
export function Toolbar() {
  const { t } = useT();
  const { site, menu, viewer, roles } = useRootData();
  const solid = useScrolledPast(TOOLBAR_THRESHOLD);
  return (
    <div
      data-testid="toolbar"
      data-solid={solid}
      className={cx(
        'fixed inset-x-0 top-0 z-40 transition-colors duration-300',
        solid ? 'bg-night shadow-md' : 'bg-night/60',
      )}
    >
      <div
        data-testid="toolbar-row"
        className="relative mx-auto flex h-16 max-w-[88rem] items-center gap-2 px-3 md:px-6 2xl:max-w-[104rem]"
      >
        <PageLink
          to="/"
          id="toolbar-home"
          aria-label={t('toolbar.home', { name: site.shortName })}
          className="flex shrink-0 items-center gap-2 rounded-md p-1 font-serif text-xl font-semibold text-white no-underline"
        >
          <Logo />
          {/* From 1280 to 1536 px the menu needs the room: the mark alone (its name is the link's label). */}
          <span className="hidden md:inline xl:hidden 2xl:inline">{site.shortName}</span>
        </PageLink>
        <div className="ml-auto shrink-0 xl:ml-0 xl:flex-1">
          <Menu entries={menu} />
        </div>
        <LanguageMenu compact className="shrink-0" />
        {viewer ? (
          // One line at every width: the name gives way first, cut with an ellipsis (its whole in the title). From
          // 1536 px the row widens so that a long name has the room the menu leaves it.
          <div data-testid="toolbar-viewer" className="flex min-w-0 items-center gap-1">
            {/* The back office for the staff; the server checks the role again on every request there. */}
            {roles.includes('ROLE_ADMIN') && (
              <PageLink
                to="/admin"
                className="flex min-h-11 shrink-0 items-center gap-2 rounded-md px-2 font-semibold text-white no-underline hover:bg-white/10"
              >
                <Icon name="sliders" className="size-5" />
                <span className="sr-only 2xl:not-sr-only">{t('toolbar.admin')}</span>
              </PageLink>
            )}
            <PageLink
              to="/mon-compte"
              title={viewer.name}
              className="flex min-h-11 min-w-0 items-center gap-2 rounded-md px-2 font-semibold whitespace-nowrap text-white no-underline hover:bg-white/10"
            >
              <Icon name="user" className="size-5 shrink-0" />
              <span data-testid="toolbar-name" className="hidden min-w-0 truncate sm:inline">
                {viewer.name}
              </span>
              <span className="sr-only sm:hidden">{t('toolbar.account', { name: viewer.name })}</span>
            </PageLink>
            <form method="post" action="/logout" className="shrink-0">
              <button
                type="submit"
                className="inline-flex size-11 items-center justify-center rounded-md text-white hover:bg-white/10"
              >
                <Icon name="logout" label={t('toolbar.logout')} className="size-5" />
              </button>
            </form>
          </div>
        ) : (
          <PageLink
            to="/login"
            className="flex min-h-11 shrink-0 items-center gap-2 rounded-md px-2 font-semibold text-white no-underline hover:bg-white/10"
          >
            <Icon name="user" className="size-5" />
            {/* On a phone the icon alone, as for a member: the header keeps its margins at 375 px. */}
            <span className="sr-only sm:not-sr-only">{t('toolbar.login')}</span>
          </PageLink>
        )}
      </div>
    </div>
  );
}
