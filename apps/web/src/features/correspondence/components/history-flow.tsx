import { useState } from 'react';
import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import type { HistoryFilter as HistoryQuery } from '../api/get-correspondence-history';
import { HistoryFilter } from './history-filter';
import { HistoryResultsDialog } from './history-results-dialog';

type HistoryFlowProps = { condominium: Condominium; onExit: () => void };

/** The filter, then the results modal above it; closing the results keeps the filter for another search. */
export const HistoryFlow = ({ condominium, onExit }: HistoryFlowProps) => {
  const [query, setQuery] = useState<HistoryQuery | null>(null);
  return (
    <>
      <HistoryFilter condominium={condominium} onSearch={setQuery} onBack={onExit} />
      <HistoryResultsDialog
        filter={query}
        onClose={() => setQuery(null)}
        condominium={condominium}
        showBlock={condominium.blocos.length > 1}
      />
    </>
  );
};
