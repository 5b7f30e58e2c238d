import { getTranslations } from 'next-intl/server';
import icons from '@/components/ui/social-icons.module.css';
import { whatsAppUrl } from '@/lib/phone';
import styles from './course-page.module.css';

/**
 * Four social networks plus WhatsApp, as plain links: no third-party script is loaded to share a page. The
 * networks' names are their brands, written the same in every language.
 */
function shareTargets(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: 'facebook', brand: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'x', brand: 'X', href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { network: 'linkedin', brand: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: 'telegram', brand: 'Telegram', href: `https://t.me/share/url?url=${u}&text=${t}` },
    { network: 'whatsapp', brand: 'WhatsApp', href: whatsAppUrl({ text: `${title} ${url}` }) },
  ];
}

export async function ShareLinks({ url, title }: { url: string; title: string }) {
  const t = await getTranslations('coursePage');
  return (
    <ul className={styles.shareList} aria-label={t('share')}>
      {shareTargets(url, title).map((target) => (
        <li key={target.network}>
          {/* biome-ignore lint/a11y/useAnchorContent: the icon is drawn by CSS and the link's name is its aria-label */}
          <a
            className={`${styles.shareLink} ${icons.icon}`}
            data-network={target.network}
            href={target.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('shareOn', { network: target.brand })}
          />
        </li>
      ))}
    </ul>
  );
}
