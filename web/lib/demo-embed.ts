/**
 * The trainer demo's video as a privacy-friendly embed: YouTube links (watch?v=, youtu.be/, embed/, shorts/) become
 * youtube-nocookie.com embeds and Vimeo links player.vimeo.com with do-not-track. Anything else, including text
 * that is not a URL, is null: the popup then says 'Demo link not available or invalid'.
 */
export function demoEmbedUrl(link: string | null | undefined): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
  const youtubeId = (id: string | null | undefined) =>
    id && /^[\w-]{11}$/.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  if (host === 'youtu.be') return youtubeId(url.pathname.split('/')[1]);
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') return youtubeId(url.searchParams.get('v'));
    const [, kind, id] = url.pathname.split('/');
    return kind === 'embed' || kind === 'shorts' || kind === 'live' ? youtubeId(id) : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = url.pathname
      .split('/')
      .filter(Boolean)
      .find((part) => /^\d+$/.test(part));
    return id ? `https://player.vimeo.com/video/${id}?dnt=1` : null;
  }
  return null;
}
