import { OutboxPage } from '../../features/notices/components/outbox-page';
import { QueryProvider } from '../query-provider';

export const DevOutboxRoute = () => (
  <QueryProvider>
    <OutboxPage />
  </QueryProvider>
);
