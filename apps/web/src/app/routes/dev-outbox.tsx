import { OutboxPage } from '../../features/dev-outbox/components/outbox-page';
import { QueryProvider } from '../query-provider';

export const DevOutboxRoute = () => (
  <QueryProvider>
    <OutboxPage />
  </QueryProvider>
);
