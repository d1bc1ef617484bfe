import { foldText } from '../text.ts';
import type { Activity } from './timeline.schemas.ts';

/** The hour of a local date-time 'YYYY-MM-DDTHH:mm:ss': 'HH:mm'. */
export const hourOf = (dateTime: string): string => dateTime.slice(11, 16);

/** What a row shows, as one searchable text: times, activity, block, unit and person. */
const searchableText = (a: Activity): string =>
  [hourOf(a.dtInicio), a.dtFim ? hourOf(a.dtFim) : '', a.atividade, a.nmBloco, a.nmUnidade, a.nmPessoa]
    .filter(Boolean)
    .join(' ');

/**
 * The timeline search (spec 02 §5 "Searches"): a substring across all values of the events, accents and case ignored
 * (`joao` finds `João`). An empty text keeps every event. Since decision 115 the database runs this search over the
 * whole day (`timelineWindow`); this is its definition, which timeline-window.test.ts holds the SQL to, window by window.
 */
export const filterActivities = (items: readonly Activity[], text: string): Activity[] => {
  const needle = foldText(text.trim());
  if (needle === '') return [...items];
  return items.filter((a) => foldText(searchableText(a)).includes(needle));
};
