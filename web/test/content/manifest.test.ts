import { describe, expect, inject, it } from 'vitest';
import { api } from '../http';

/** A PNG's width and height, from its IHDR chunk (bytes 16-23 after the signature and the chunk header). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** A file of the shared server, as bytes. */
async function fetchBytes(path: string) {
  const response = await fetch(inject('baseUrl') + path);
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('GET /manifest.webmanifest', () => {
  it('names the site and opens it as an app from the home page, in the brand colour', async () => {
    const { status, headers, body } = await api('/manifest.webmanifest');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(body).toMatchObject({
      name: 'Skills Academy',
      short_name: 'Skills Academy',
      start_url: '/',
      display: 'standalone',
      theme_color: '#5165a5',
    });
    expect(body.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('lists 192 and 512 pixel PNG icons, one of them maskable, each served at its stated size', async () => {
    const { body } = await api('/manifest.webmanifest');
    const icons: { src: string; sizes: string; type: string; purpose?: string }[] = body.icons;
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((icon) => icon.purpose?.split(' ').includes('maskable'))).toBe(true);
    for (const icon of icons) {
      expect(icon.type).toBe('image/png');
      const { status, headers, bytes } = await fetchBytes(icon.src);
      expect(status, icon.src).toBe(200);
      expect(headers.get('content-type')).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(bytes), icon.src).toEqual({ width, height });
    }
  });
});

describe('the apple-touch-icon', () => {
  it('is linked from every page and answers as a 180 pixel PNG', async () => {
    const { text } = await api('/about');
    const href = /<link rel="apple-touch-icon" href="([^"]+)"[^>]*sizes="180x180"/.exec(text)?.[1];
    expect(href).toBeDefined();
    const { status, headers, bytes } = await fetchBytes(href!.replace(/&amp;/g, '&'));
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('image/png');
    expect(pngSize(bytes)).toEqual({ width: 180, height: 180 });
  });
});
