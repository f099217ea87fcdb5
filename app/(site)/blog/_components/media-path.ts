/** Where the portal serves a CMS image (app/(site)/blog/media/[file]), from its stored file name. */
export function blogMediaPath(media: { filename?: string | null; url?: string | null }): string | undefined {
  const name = media.filename ?? media.url?.split("/").pop();
  return name && /^[A-Za-z0-9._-]{1,200}$/.test(name) ? `/blog/media/${encodeURIComponent(name)}` : undefined;
}
