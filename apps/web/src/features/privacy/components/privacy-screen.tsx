import { useTranslation } from '@/i18n';
import { useSearchParams } from '@/lib/router';
import { ManagerPage } from '@/components/layouts/manager/manager-page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { PersonData } from './person-data';
import { RetentionList } from './retention-list';

const TABS = ['retention', 'person'] as const;
type Tab = (typeof TABS)[number];

/**
 * The privacy screen (GDPR): what the retention periods delete soon, with "Keep longer", and
 * a person's data by e-mail address, to download or erase. The tab is in the address.
 */
export function PrivacyScreen() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('tab');
  const tab: Tab = asked === 'person' ? 'person' : 'retention';

  return (
    <ManagerPage title={t('privacy.title')} subtitle={t('privacy.subtitle')}>
      <Tabs
        value={tab}
        onValueChange={(next) => setSearchParams(next === 'retention' ? {} : { tab: next })}
      >
        <TabsList>
          {TABS.map((key) => (
            <TabsTrigger key={key} value={key}>
              {t(`privacy.tabs.${key}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="retention" className="mt-6">
          <RetentionList />
        </TabsContent>
        <TabsContent value="person" className="mt-6">
          <PersonData />
        </TabsContent>
      </Tabs>
    </ManagerPage>
  );
}
