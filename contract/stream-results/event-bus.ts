import { observeEventBusResultSchema } from '../event-bus.ts';

export const eventBusStream = {
  path: '/api/v2/stream/event/bus',
  result: observeEventBusResultSchema,
} as const;
