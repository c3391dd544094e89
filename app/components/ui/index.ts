/** The UI primitives every area reuses; see each file's comment for its API. */
export { Alert, type AlertTone } from './Alert.tsx';
export { Button, LinkButton, buttonClass, type ButtonVariant } from './Button.tsx';
export { Card, type CardProps } from './Card.tsx';
export { cx } from './cx.ts';
export { Icon, isIconName, type IconName } from './Icon.tsx';
export { Modal, type ModalProps } from './Modal.tsx';
export { Spinner } from './Spinner.tsx';
export { Tabs, type TabItem } from './Tabs.tsx';
export { Field, type ControlProps } from './Field.tsx';
export { unlessServerDown, useSchemaForm, type FormResult } from './form.ts';
export { Table, type Column } from './Table.tsx';
export { YouTubePlayer } from './YouTubePlayer.tsx';
export { PillNav } from './PillNav.tsx';
