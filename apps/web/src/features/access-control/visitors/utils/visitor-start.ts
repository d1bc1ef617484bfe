/** The flow-state name under which a desk's quick action hands the unit a new visitor's form starts on. */
export const VISITOR_START = 'visitor:start';
