import { useTranslation } from 'react-i18next';
import { AreaPage, EmptyState, ForbiddenState } from '@gramota/ui';
import { appPaths } from '@gramota/contracts';
import { useRoute } from '@gramota/shell-api';
import { selectIsAccessMode, selectProfile, useAppSelector } from '@gramota/store';
import { profileTabFor, type ProfileTab } from './profile-tabs';
import { ProfileTabs } from './profile-tabs.component';
import { AccountTab } from './account/account.tab';
import { LicencesTab } from './licences/licences.tab';
import { StampsTab } from './stamps/stamps.tab';
import { AccessTab } from './access/access.tab';
import { EmbedTab } from './embed/embed.tab';

const TABS: Record<ProfileTab, () => JSX.Element | null> = {
  account: AccountTab,
  licence: LicencesTab,
  stamp: StampsTab,
  access: AccessTab,
  embed: EmbedTab,
};

/** /app/profile/{tab} (seed 001 §2 Profile). Granted-access accounts see 'Forbidden' (seed 001 §6). */
export function ProfilePage() {
  const { t } = useTranslation(['common', 'profile']);
  const route = useRoute();
  const profile = useAppSelector(selectProfile);
  const accessMode = useAppSelector(selectIsAccessMode);
  const tab = profileTabFor(route.rest[0]);

  let content: JSX.Element;
  if (accessMode) content = <ForbiddenState />;
  else if (!profile?.login) {
    content = (
      <EmptyState title={t('profile:anonymous.text')}>
        <a href={appPaths.login()}>{t('profile:anonymous.action')}</a>
      </EmptyState>
    );
  } else {
    const Tab = TABS[tab];
    content = (
      <>
        <ProfileTabs current={tab} />
        <Tab />
      </>
    );
  }
  return (
    <AreaPage page="profile" title={t('common:pages.profile')}>
      {content}
    </AreaPage>
  );
}
