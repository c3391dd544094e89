import type { ReactNode } from 'react';
import { cx } from './cx.ts';
import { Icon } from './Icon.tsx';

/**
 * A message box: <Alert tone="success">Le mail…</Alert>.
 * tone: success (green), error (red, announced at once with role="alert"), info (blue, role="status").
 */
export type AlertTone = 'success' | 'error' | 'info';

const tones: Record<AlertTone, { box: string; icon: 'check' | 'alert' | 'info' }> = {
  success: { box: 'border-success bg-success-soft text-success', icon: 'check' },
  error: { box: 'border-danger bg-danger-soft text-danger', icon: 'alert' },
  info: { box: 'border-brand bg-brand-soft text-brand', icon: 'info' },
};

export function Alert({
  tone = 'info',
  children,
  className,
}: {
  tone?: AlertTone;
  children: ReactNode;
  className?: string;
}) {
  const t = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx('flex gap-3 rounded-md border-l-4 p-4', t.box, className)}
    >
      <Icon name={t.icon} className="mt-0.5 size-5 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
