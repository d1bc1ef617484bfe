// Preloaded into a journey's server process (node --import): its clock runs PORTARIA_E2E_CLOCK_SHIFT_MS away from
// the real one, so a journey can make something happen "yesterday" through the real API (access-control-overnight-visits.spec.ts).
// Only `new Date()` and `Date.now()` move; dates built from a value stay what they are.
const shift = Number(process.env.PORTARIA_E2E_CLOCK_SHIFT_MS ?? 0);
if (shift) {
  const RealDate = Date;
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + shift);
      else super(...args);
    }
    static now() {
      return RealDate.now() + shift;
    }
  }
  globalThis.Date = ShiftedDate;
}
