import { parseId } from '@/lib/academy/query-params';
import { trainerForBatch } from '@/lib/academy/trainers';
import { respond } from '@/lib/http/respond';

// The first segment is the course id here (the contract's /current/getTrainer/{courseId}/{selection});
// Next needs one name per position, so it shares the trainer route's folder name.
export const GET = (_request: Request, { params }: RouteContext<'/api/current/getTrainer/[trainerId]/[selection]'>) =>
  respond(async () => {
    const { trainerId: courseId, selection } = await params;
    return trainerForBatch(parseId('courseId', courseId), parseId('selection', selection));
  });
