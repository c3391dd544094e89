import sprite from './icons.svg?url';

/**
 * The drawings' file: a <symbol> per icon, and the site's mark (Logo.tsx). A file of the build cached for good, drawn
 * from by reference: the drawings stay out of every page's JavaScript and HTML.
 */
export const iconSprite = sprite;

/** The set's names, each a 24×24 <symbol> of icons.svg (Icon.test.ts checks that they match). */
export type IconName =
  | 'church'
  | 'bible'
  | 'music'
  | 'home'
  | 'training'
  | 'child'
  | 'news'
  | 'cross'
  | 'heart'
  | 'history'
  | 'camera'
  | 'live'
  | 'mail'
  | 'phone'
  | 'pin'
  | 'menu'
  | 'globe'
  | 'close'
  | 'chevron-down'
  | 'chevron-left'
  | 'chevron-right'
  | 'arrow-up'
  | 'arrow-right'
  | 'user'
  | 'sliders'
  | 'logout'
  | 'external'
  | 'play'
  | 'pause'
  | 'check'
  | 'alert'
  | 'info'
  | 'facebook'
  | 'youtube'
  | 'instagram';

/**
 * An icon of the set, a line drawing in currentColor. <Icon name="church" /> is decorative (aria-hidden); give `label`
 * when the icon alone carries meaning. PageHead.icone and the home's cards name icons of this set.
 */
export function Icon({ name, label, className = 'size-6' }: { name: IconName; label?: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
