import type { TeamMember } from '@app/contracts';
import { useTranslation } from '@/i18n';
import { DeleteButton, EditButton } from '@/components/ui/record-actions';
import { RecordTable } from '@/components/ui/table-frame';
import { MissingTranslations } from '@/components/ui/translation-status';
import { cn } from '@/lib/utils';
import { MemberAvatar } from '../member-avatar';
import { VisibilityBadge } from './team-admin-card';

/**
 * Team Members' compact view: one row a member (photo, name and position, missing
 * translations, Visible/Hidden, display order, e-mail) with Edit and Delete.
 */
export function TeamAdminTable({
  members,
  onEdit,
  onDelete,
}: {
  members: readonly TeamMember[];
  onEdit: (member: TeamMember) => void;
  onDelete: (member: TeamMember) => void;
}) {
  const { t } = useTranslation();
  return (
    <RecordTable
      testId="team-admin-table"
      caption={t('teamAdmin.table.caption')}
      columns={[
        t('teamAdmin.table.member'),
        t('teamAdmin.table.visibility'),
        t('teamAdmin.table.order'),
        t('teamAdmin.table.email'),
      ]}
      actions={t('teamAdmin.table.actions')}
    >
      {members.map((member) => (
        <tr key={member.id} data-testid="team-admin-row" className="align-top">
          <td className="min-w-56 px-4 py-3">
            <div className="flex items-start gap-3">
              <MemberAvatar
                member={member}
                alt=""
                sizes="40px"
                className={cn('size-10 shrink-0', !member.is_visible && 'grayscale')}
                textClassName="text-sm"
              />
              <div className="min-w-0">
                <div className="font-medium">{member.name}</div>
                <div className="text-xs text-muted-foreground">{member.position}</div>
                <MissingTranslations item={member} compact className="mt-1.5" />
              </div>
            </div>
          </td>
          <td className="px-4 py-3">
            <VisibilityBadge member={member} />
          </td>
          <td className="px-4 py-3 tabular-nums">{member.display_order}</td>
          <td className="px-4 py-3 whitespace-nowrap">
            {member.email && (
              <a
                href={`mailto:${member.email}`}
                className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
              >
                {member.email}
              </a>
            )}
          </td>
          <td className="px-4 py-2">
            <div className="flex flex-wrap items-center justify-end gap-1.5">
              <EditButton
                onClick={() => onEdit(member)}
                aria-label={t('teamAdmin.card.editLabel', { name: member.name })}
              >
                {t('teamAdmin.card.edit')}
              </EditButton>
              <DeleteButton
                onClick={() => onDelete(member)}
                aria-label={t('teamAdmin.card.deleteLabel', { name: member.name })}
              >
                {t('teamAdmin.card.delete')}
              </DeleteButton>
            </div>
          </td>
        </tr>
      ))}
    </RecordTable>
  );
}
