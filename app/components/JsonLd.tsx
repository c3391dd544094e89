import { useOptionalRootData } from './shell/useRootData.ts';

/**
 * A page's schema.org data for search engines, as an inline JSON block: "<" escaped so the text can never close the
 * element; the page's nonce like any inline script.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const root = useOptionalRootData();
  return (
    <script
      type="application/ld+json"
      nonce={root?.nonce}
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
