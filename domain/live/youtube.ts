/** Browser-safe: no import. */

/** The id of a YouTube video from its address (watch?v=, youtu.be/, /live/, /embed/, /shorts/), or null. */
export function youtubeId(url: string | null | undefined): string | null {
  if (!url) return null;
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  const host = u.hostname.replace(/^(www|m)\./, '');
  const id =
    host === 'youtu.be'
      ? u.pathname.slice(1)
      : ['youtube.com', 'youtube-nocookie.com'].includes(host)
        ? (u.searchParams.get('v') ?? u.pathname.match(/^\/(?:live|embed|shorts)\/([^/]+)/)?.[1])
        : undefined;
  return id && /^[\w-]{11}$/.test(id) ? id : null;
}
