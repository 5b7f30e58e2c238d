/** The MIME type of each image file extension the content's assets use (the seed's files, the Content Lake's). */
export const imageMimeTypes: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};
