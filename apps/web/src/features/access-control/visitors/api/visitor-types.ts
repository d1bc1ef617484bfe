/** The shared contract's shapes the screens read (spec 02 §3). A list item is the whole Visitor-unit record. */
export type {
  GroupedSchedules,
  Schedule,
  VisitorUnit,
  VisitorUnit as VisitorListItem,
} from '@portaria/shared/access-control/visitors.schemas';
