import type { ReactNode } from 'react';

/** The white panel holding an account form, capped for reading, under the banner. */
export function FormPanel({ title, children, wide = false }: { title?: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className="px-4 py-10 md:py-14">
      <section
        className={`mx-auto rounded-lg border border-line bg-white p-5 shadow-sm md:p-8 ${wide ? 'max-w-4xl' : 'max-w-lg'}`}
      >
        {title && <h2 className="mb-6 font-serif text-3xl font-semibold text-brand">{title}</h2>}
        {children}
      </section>
    </div>
  );
}
