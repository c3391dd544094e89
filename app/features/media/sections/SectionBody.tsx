import type { ReactNode } from 'react';

/** The content area under a section's banner: page width, the spacing scale of the site. */
export function SectionBody({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex max-w-page flex-col gap-12 px-5 py-12 md:px-8 md:py-16">{children}</div>;
}

export function SectionHeading({ id, level = 2, children }: { id?: string; level?: 2 | 3; children: ReactNode }) {
  const Heading = `h${level}` as const;
  return (
    <Heading
      id={id}
      className={
        level === 2
          ? 'mb-6 font-serif text-3xl font-semibold text-brand'
          : 'mb-4 font-serif text-2xl font-semibold text-brand'
      }
    >
      {children}
    </Heading>
  );
}
