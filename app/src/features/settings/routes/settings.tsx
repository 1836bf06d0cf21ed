import { useLocation, useNavigate } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@kiln/design-system';
import { PageContainer, PageIntro } from '../../../components/page';
import { QueryProvider } from '../../../lib/query';
import { useSession } from '../../../lib/session/use-session';
import { ApiKeysCard } from '../components/api-keys-card';
import { DataTab } from '../components/data-tab';
import { PasswordCard } from '../components/password-card';
import { PreferencesTab } from '../components/preferences-tab';
import { ProfileTab } from '../components/profile-tab';
import { SessionsCard } from '../components/sessions-card';
import { TwoFactorCard } from '../components/two-factor-card';

const TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'preferences', label: 'Preferences' },
  { id: 'security', label: 'Security' },
  { id: 'data', label: 'Data' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** The tab a URL's hash names: `/settings#security` opens Security; notifications live in Preferences. */
const tabFromHash = (hash: string): TabId => {
  const name = hash.replace(/^#/, '');
  if (name === 'notifications') return 'preferences';
  return TABS.find((tab) => tab.id === name)?.id ?? 'profile';
};

function SettingsScreen() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const user = useSession().auth?.user;
  if (!user) return null;
  const tab = tabFromHash(hash);

  return (
    <PageContainer>
      <PageIntro eyebrow="Account" title="Settings">
        <p>Your profile, preferences, security and data.</p>
      </PageIntro>
      <Tabs
        value={tab}
        onValueChange={(next) => void navigate({ hash: `#${next}` }, { replace: true })}
      >
        <TabsList className="flex-wrap">
          {TABS.map((entry) => (
            <TabsTrigger key={entry.id} value={entry.id}>
              {entry.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="profile" className="pt-6">
          <ProfileTab user={user} />
        </TabsContent>
        <TabsContent value="preferences" className="pt-6">
          <PreferencesTab userId={user.id} />
        </TabsContent>
        <TabsContent value="security" className="flex flex-col gap-6 pt-6">
          <PasswordCard />
          <TwoFactorCard />
          <SessionsCard />
          <ApiKeysCard />
        </TabsContent>
        <TabsContent value="data" className="pt-6">
          <DataTab />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}

export default function Settings() {
  return (
    <QueryProvider>
      <SettingsScreen />
    </QueryProvider>
  );
}
