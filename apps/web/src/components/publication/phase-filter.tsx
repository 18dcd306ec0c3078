import { PUBLICATION_PHASES, type PublicationPhase } from '@app/contracts';
import { useTranslation } from '@/i18n';
import { LabelledSelect } from '@/components/ui/option-select';

export type PhaseFilter = 'all' | PublicationPhase;

/** "State: All (12)", "Draft (2)", "Scheduled (1)"…: a manager list's filter by phase. */
export function PhaseFilterSelect({
  value,
  onChange,
  count,
}: {
  value: PhaseFilter;
  onChange: (filter: PhaseFilter) => void;
  /** How many items each choice shows. */
  count: (phase: PhaseFilter) => number;
}) {
  const { t } = useTranslation();
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
