import { notFound } from 'next/navigation';
import { HOME_EDITION } from '@/lib/page-cache/static-views';
import { HomeView, homeMetadata } from '../../../_components/home-view';

// The home page as visitors get it: the proxy serves `/` from here (lib/page-cache/static-views.ts). Rendered on the
// first request, not at build, then kept until a write revalidates one of its tags.
export const unstable_paramMatching = { edition: 'blocking' } as const;
export const instant = false;

type Props = { params: Promise<{ edition: string }> };

export const generateMetadata = homeMetadata;

export default async function StoredHomePage({ params }: Props) {
  if ((await params).edition !== HOME_EDITION) notFound();
  return <HomeView />;
}
