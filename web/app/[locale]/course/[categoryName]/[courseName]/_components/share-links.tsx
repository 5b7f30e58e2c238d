import icons from '@/components/ui/social-icons.module.css';
import { whatsAppUrl } from '@/lib/phone';
import styles from './course-page.module.css';

/** Four social networks plus WhatsApp, as plain links: no third-party script is loaded to share a page. */
function shareTargets(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'x', label: 'X', href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { network: 'linkedin', label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: 'telegram', label: 'Telegram', href: `https://t.me/share/url?url=${u}&text=${t}` },
    { network: 'whatsapp', label: 'WhatsApp', href: whatsAppUrl({ text: `${title} ${url}` }) },
  ];
}

export function ShareLinks({ url, title }: { url: string; title: string }) {
  return (
    <ul className={styles.shareList} aria-label="Share this course">
      {shareTargets(url, title).map((target) => (
        <li key={target.network}>
          <a
            className={`${styles.shareLink} ${icons.icon}`} data-network={target.network}
            href={target.href} target="_blank" rel="noopener noreferrer" aria-label={`Share on ${target.label}`}
          />
        </li>
      ))}
    </ul>
  );
}
