import { PUBLICATION_PHASES, type PublicationPhase } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from '@/i18n';
import { LabelledSelect } from '@/components/ui/option-select';

type Phased = { phase?: PublicationPhase };
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

/**
 * A manager list's filter by phase in the browser, over the list as loaded: its select and the
 * records it shows.
 */
export function usePhaseFilter<T extends Phased>(records: readonly T[]) {
  const [filter, setFilter] = useState<PhaseFilter>('all');
  const phaseOf = (record: T) => record.phase ?? 'published';
  const count = (phase: PhaseFilter) =>
    phase === 'all' ? records.length : records.filter((record) => phaseOf(record) === phase).length;
  const shown = filter === 'all' ? records : records.filter((record) => phaseOf(record) === filter);
  return {
    shown,
    select: records.length > 0 && (
      <PhaseFilterSelect value={filter} onChange={setFilter} count={count} />
    ),
  };
}
