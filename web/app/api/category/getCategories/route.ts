import { listCategories } from '@/lib/academy/catalogue';
import { respond } from '@/lib/http/respond';

export const GET = () => respond(listCategories);
