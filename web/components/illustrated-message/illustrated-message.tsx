import type { Route } from 'next';
import Image from 'next/image';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { isSvg } from '@/components/ui/is-svg';
import type { ContentImage } from '@/lib/content';
import styles from './illustrated-message.module.css';

type Props<R extends string> = {
  /** The Studio's image when an editor has set one, else the site's own SVG. */
  image: ContentImage | null;
  fallback: { src: string; alt: string };
  title: string;
  children?: ReactNode;
  action: { href: Route<R>; label: string };
};

/** Thank-you and not-found pages: one centred picture, a heading, a line and a way on. */
export function IllustratedMessage<R extends string>({ image, fallback, title, children, action }: Props<R>) {
  const src = image?.url ?? fallback.src;
  return (
    <div className={styles.wrap}>
      <Image
        src={src}
        alt={image?.alt || fallback.alt}
        width={image?.width ?? 640}
        height={image?.height ?? 400}
        className={styles.image}
        unoptimized={isSvg(src)}
        priority
      />
      <h1 className={styles.title}>{title}</h1>
      {children ? <div className={styles.text}>{children}</div> : null}
      <Link href={action.href} className={styles.action}>{action.label}</Link>
    </div>
  );
}
