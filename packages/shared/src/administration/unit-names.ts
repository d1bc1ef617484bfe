/** Limits of one bulk generation of units (issue 31 item 3). */
export const UNIT_BULK = { maxFloor: 200, maxPerFloor: 99, maxUnits: 5000, maxName: 20 } as const;

/**
 * "Floors 1 to 20, 4 per floor" gives 101, 102, 103, 104, 201 … 2004: the floor, then the position on two digits.
 * Floor 0 (ground floor) gives 1, 2, 3… as most buildings number it ("térreo").
 */
export const unitNamesForFloors = (fromFloor: number, toFloor: number, perFloor: number): string[] => {
  const names: string[] = [];
  for (let floor = fromFloor; floor <= toFloor; floor += 1)
    for (let position = 1; position <= perFloor; position += 1) names.push(String(floor * 100 + position));
  return names;
};

/** A typed list ("101, 102; 103\n104"): split on commas, semicolons and line breaks, trimmed, repeated names once. */
export const unitNamesFromList = (text: string): string[] => {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const part of text.split(/[,;\n\r]+/)) {
    const name = part.trim().replace(/\s+/g, ' ');
    if (name === '' || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    names.push(name);
  }
  return names;
};
