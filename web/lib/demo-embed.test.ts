import { describe, expect, it } from 'vitest';
import { demoEmbedUrl } from '@/lib/demo-embed';

describe('demoEmbedUrl', () => {
  it('turns YouTube links into youtube-nocookie embeds', () => {
    const embed = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    expect(demoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(embed);
    expect(demoEmbedUrl('https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=30s')).toBe(embed);
    expect(demoEmbedUrl('https://youtu.be/dQw4w9WgXcQ?si=abc')).toBe(embed);
    expect(demoEmbedUrl(' https://www.youtube.com/embed/dQw4w9WgXcQ ')).toBe(embed);
  });

  it('turns Vimeo links into do-not-track player embeds', () => {
    expect(demoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871?dnt=1');
    expect(demoEmbedUrl('https://player.vimeo.com/video/76979871')).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
  });

  it('refuses text, other sites, odd schemes and malformed ids', () => {
    for (const link of [
      null,
      '',
      'coming soon',
      'youtube',
      'Demo will be shared on WhatsApp',
      'https://example.com/video',
      'javascript:alert(1)',
      'https://www.youtube.com/watch?v=short',
      'https://youtu.be/',
      'https://vimeo.com/channels/staffpicks',
      'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    ]) {
      expect(demoEmbedUrl(link)).toBeNull();
    }
  });
});
