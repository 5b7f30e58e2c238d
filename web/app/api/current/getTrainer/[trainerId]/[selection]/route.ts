import { parseId } from '@/lib/academy/query-params';
import { trainerForBatch } from '@/lib/academy/trainers';
import { trainerEntryToWire } from '@/lib/backend/wire';
import { respondCacheable } from '@/lib/http/cacheable-read';

// The first segment is the course id here (the contract's /current/getTrainer/{courseId}/{selection});
// Next needs one name per position, so it shares the trainer route's folder name.
export const GET = (request: Request, { params }: RouteContext<'/api/current/getTrainer/[trainerId]/[selection]'>) =>
  respondCacheable(request, async () => {
    const { trainerId: courseId, selection } = await params;
    return (await trainerForBatch(parseId('courseId', courseId), parseId('selection', selection))).map(
      trainerEntryToWire,
    );
  });
