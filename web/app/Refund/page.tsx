import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PolicyArticle } from '@/components/prose/policy-article';
import { getPolicyPage } from '@/lib/content';
import { pageMetadata } from '../_lib/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPolicyPage('refund');
  if (!page) notFound();
  return pageMetadata({ title: page.seo.title, description: page.seo.description, path: '/Refund' });
}

export default async function Page() {
  const page = await getPolicyPage('refund');
  if (!page) notFound();
  return <PolicyArticle page={page} />;
}
