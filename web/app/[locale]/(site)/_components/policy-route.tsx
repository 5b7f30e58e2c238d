import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PolicyArticle } from '@/components/prose/policy-article';
import { getPolicyPage, type PolicyPageKind } from '@/lib/content';
import { pageMetadata, seoInPageLanguage } from '@/app/_lib/metadata';

/**
 * Terms, Privacy and Refund differ only in which policy they show and where they live. Next reads a route's
 * exports from its own page file, so each page re-exports what this returns.
 */
export function policyRoute(kind: PolicyPageKind, path: string) {
  async function load() {
    const page = await getPolicyPage(kind);
    if (!page) notFound();
    return page;
  }

  async function generateMetadata(): Promise<Metadata> {
    const page = await load();
    // The Studio's title and description in English, the message files' in Hindi.
    const seo = await seoInPageLanguage(page.seo, async () => {
      const t = await getTranslations('policyPages');
      return { title: t(`${kind}.title`), description: t(`${kind}.description`) };
    });
    return pageMetadata({ ...seo, path });
  }

  // biome-ignore lint/correctness/noComponentHookFactories: each policy route exports the page this makes once, at module level; it is never made during a render.
  async function Page() {
    return <PolicyArticle page={await load()} />;
  }

  return { generateMetadata, Page };
}
