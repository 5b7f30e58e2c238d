import { parseId } from '@/lib/academy/query-params';
import { trainerById } from '@/lib/academy/trainers';
import { respondCacheable } from '@/lib/http/cacheable-read';

export const GET = (request: Request, { params }: RouteContext<'/api/current/getTrainer/[trainerId]'>) =>
  respondCacheable(request, async () => trainerById(parseId('trainerId', (await params).trainerId)));
