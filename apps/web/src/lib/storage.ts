/**
 * Local storage that never throws (private mode, storage disabled, server rendering).
 * Keys are the spec's (SPEC §9): access_token, refresh_token, theme, language.
 */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  theme: 'theme',
  language: 'language',
  /** The applicants screen's view, cards or table (not in the spec). */
  applicantsView: 'applicants_view',
  /** The view of the applicants of every job, a table until cards are chosen. */
  allApplicantsView: 'all_applicants_view',
  /** News Management's view, cards or table. */
  newsView: 'news_view',
  /** Team Members' view, cards or table. */
  teamView: 'team_view',
  /** The Projects admin's view, cards or table. */
  projectsView: 'projects_view',
  /** Job Management's view, cards or table. */
  jobsView: 'jobs_view',
} as const;

const store = () => (typeof window === 'undefined' ? undefined : window.localStorage);

export const storage = {
  get(key: string): string | null {
    try {
      return store()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string) {
    try {
      store()?.setItem(key, value);
    } catch {
      // storage full or disabled: the choice lasts for this page only
    }
  },
  remove(key: string) {
    try {
      store()?.removeItem(key);
    } catch {
      // nothing to remove
    }
  },
  clear() {
    try {
      store()?.clear();
    } catch {
      // nothing to clear
    }
  },
};
