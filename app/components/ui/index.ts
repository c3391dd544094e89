/**
 * The UI primitives every area reuses; see each file's comment for its API. The form hooks are imported from
 * ./form.ts itself: re-exported here, they would put conform and zod (about 33 KB compressed) into the scripts of
 * every page that imports this file, forms or not.
 */
export { Alert } from './Alert.tsx';
export { Button, LinkButton, buttonClass, type ButtonVariant } from './Button.tsx';
export { Card } from './Card.tsx';
export { cx } from './cx.ts';
export { Icon } from './Icon.tsx';
export { Modal } from './Modal.tsx';
export { Tabs, type TabItem } from './Tabs.tsx';
export { CheckboxField, Field, type ControlProps } from './Field.tsx';
export { Table } from './Table.tsx';
export { YouTubePlayer } from './YouTubePlayer.tsx';
export { PillNav } from './PillNav.tsx';
