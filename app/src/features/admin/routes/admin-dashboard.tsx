import { PageContainer, PageIntro } from '../../../components/page';
import { QueryProvider } from '../../../lib/query';
import { AdminNav } from '../components/admin-nav';
import { AuditLog } from '../components/audit-log';
import { Inbox, Outbox } from '../components/inbox';
import { StatsOverview } from '../components/stats-overview';
import { UsersTable } from '../components/users-table';

/** The operator's dashboard: figures, users, the audit trail and the messages. */
export default function AdminDashboard() {
  return (
    <QueryProvider>
      <PageContainer>
        <PageIntro eyebrow="Administration" title="Admin dashboard">
          <p>Users, usage and what happened, from the server's own records.</p>
        </PageIntro>
        <AdminNav />
        <StatsOverview />
        <UsersTable />
        <AuditLog />
        <Inbox />
        <Outbox />
      </PageContainer>
    </QueryProvider>
  );
}
