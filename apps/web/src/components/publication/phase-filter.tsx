import { type PhaseCounts, PUBLICATION_PHASES, type PublicationPhase } from '@app/contracts';
import { useTranslation } from '@/i18n';
import { LabelledSelect } from '@/components/ui/option-select';

export type PhaseFilter = 'all' | PublicationPhase;

/** "State: All (12)", "Draft (2)", "Scheduled (1)"…: a manager list's filter by phase. */
export function PhaseFilterSelect({
  value,
  onChange,
  counts,
}: {
  value: PhaseFilter;
  onChange: (filter: PhaseFilter) => void;
  /** How many items each phase holds (none while loading). */
  counts: PhaseCounts | undefined;
}) {
  const { t } = useTranslation();
  const count = (phase: PhaseFilter) =>
    !counts
      ? 0
      : phase === 'all'
        ? PUBLICATION_PHASES.reduce((sum, each) => sum + counts[each], 0)
        : counts[phase];
  return (
    <LabelledSelect
      label={t('manager.publication.filter')}
      value={value}
      onValueChange={onChange}
      options={(['all', ...PUBLICATION_PHASES] as const).map((phase) => ({
        value: phase,
        label: `${t(phase === 'all' ? 'manager.publication.all' : `manager.publication.phase.${phase}`)} (${count(phase)})`,
      }))}
      data-testid="phase-filter"
      className="w-44"
    />
  );
}
