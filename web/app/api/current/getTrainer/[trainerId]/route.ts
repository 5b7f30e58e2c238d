import { parseId } from '@/lib/academy/query-params';
import { trainerById } from '@/lib/academy/trainers';
import { respond } from '@/lib/http/respond';

export const GET = (_request: Request, { params }: RouteContext<'/api/current/getTrainer/[trainerId]'>) =>
  respond(async () => trainerById(parseId('trainerId', (await params).trainerId)));
