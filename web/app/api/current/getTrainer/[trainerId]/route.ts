import { parseId } from '@/lib/academy/query-params';
import { trainerById } from '@/lib/academy/trainers';
import { trainerToWire } from '@/lib/backend/wire';
import { respondCacheable } from '@/lib/http/cacheable-read';

export const GET = (request: Request, { params }: RouteContext<'/api/current/getTrainer/[trainerId]'>) =>
  respondCacheable(request, async () =>
    trainerToWire(await trainerById(parseId('trainerId', (await params).trainerId))),
  );
