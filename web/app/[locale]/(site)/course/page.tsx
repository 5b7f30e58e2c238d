import { connection } from 'next/server';
import { parseCatalogueParams } from '@/lib/routes/catalogue-params';
import { CataloguePage, catalogueMetadata } from './_components/catalogue-page';

// Filters, a sort (and any state the proxy does not serve from app/views) are rendered per request. Blocking on
// purpose: the courses are part of the first HTML (crawlers and no-JS visitors see them inline, not in a streamed
// hidden chunk). Client transitions show 'Loading...' while the next list renders.
export const instant = false;

export const generateMetadata = catalogueMetadata;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SearchedCataloguePage({ searchParams }: Props) {
  await connection();
  return <CataloguePage state={parseCatalogueParams(await searchParams)} />;
}
