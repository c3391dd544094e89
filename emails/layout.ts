import { escapeHtml } from '../platform/escape.ts';

/**
 * The frame of every e-mail: the site's name, a greeting, paragraphs, one button link, a signature.
 * HTML and plain text are built from the same parts so they never say different things.
 */
export interface Site {
  name: string;
  publicUrl: string;
}

export interface MailParts {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  after?: string[];
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** Builds an absolute link to a page of the site (links in mails always come from PUBLIC_URL). */
export function siteLink(site: Site, path: string): string {
  return new URL(path, site.publicUrl.endsWith('/') ? site.publicUrl : `${site.publicUrl}/`).toString();
}

export function render(site: Site, parts: MailParts): RenderedMail {
  const after = parts.after ?? [];
  const text = [
    parts.greeting,
    '',
    ...parts.paragraphs.flatMap((p) => [p, '']),
    ...(parts.action ? [`${parts.action.label} : ${parts.action.url}`, ''] : []),
    ...after.flatMap((p) => [p, '']),
    `— ${site.name}`,
    site.publicUrl,
  ].join('\n');

  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const button = parts.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(parts.action.url)}" style="background:#1d3a6e;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(parts.action.label)}</a></p>` +
      p(`Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur : ${parts.action.url}`)
    : '';
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f7f4ee;color:#1a1a1a;font-family:Georgia,serif;font-size:17px;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">
<p style="margin:0 0 24px;color:#1d3a6e;font-weight:bold">${escapeHtml(site.name)}</p>
${p(parts.greeting)}
${parts.paragraphs.map(p).join('\n')}
${button}
${after.map(p).join('\n')}
<p style="margin:24px 0 0;color:#555555">— ${escapeHtml(site.name)}<br><a href="${escapeHtml(site.publicUrl)}" style="color:#1d3a6e">${escapeHtml(site.publicUrl)}</a></p>
</div></body></html>`;
  return { subject: parts.subject, html, text };
}
