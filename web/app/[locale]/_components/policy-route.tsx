import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PolicyArticle } from '@/components/prose/policy-article';
import { getPolicyPage, type PolicyPageKind } from '@/lib/content';
import { pageMetadata } from '../../_lib/metadata';

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
    return pageMetadata({ title: page.seo.title, description: page.seo.description, path });
  }

  async function Page() {
    return <PolicyArticle page={await load()} />;
  }

  return { generateMetadata, Page };
}
