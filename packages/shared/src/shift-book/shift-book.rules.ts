/**
 * The shift book's rules (issue 34 item 1, decision 123), pure so the server and the screen agree: the book is
 * evidence, so an entry may be changed or removed only by its author and only in its first 15 minutes.
 */
export const CATEGORIES = ['INFORMACAO', 'PENDENCIA', 'URGENTE'] as const;
export type Category = (typeof CATEGORIES)[number];

export const SHIFT_BOOK_LIMITS = {
  textMax: 2000,
  summaryMax: 2000,
  pageSize: 50,
  searchMin: 3,
  /**
   * A word search counts its matches up to this many (or to the end of the page asked, when further): past it the
   * screen says 'Mais de 200 registros'. Counting a common word over 90 days read all its matches (2.1 ms of
   * PostgreSQL); up to 200 newest first, 0.4 ms.
   */
  searchCountCap: 200,
  periodMaxDays: 90,
  editWindowMs: 15 * 60 * 1000,
  attachmentMaxBytes: 10 * 1024 * 1024,
} as const;

export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

/** Whether `at` is still inside the entry's edit window (15 minutes from its creation, the end excluded). */
export const isInEditWindow = (criadoEm: Date | string, at: Date): boolean =>
  at.getTime() - new Date(criadoEm).getTime() < SHIFT_BOOK_LIMITS.editWindowMs;

export type EditIssue = 'notAuthor' | 'windowClosed' | 'removedEntry' | null;

/** Why this person may not change or remove the entry now, or null when they may. */
export const editIssue = (
  entry: { idUsuario: number | null; criadoEm: Date | string; excluidoEm?: Date | string | null },
  idUsuario: number,
  at: Date,
): EditIssue => {
  if (entry.excluidoEm) return 'removedEntry';
  if (entry.idUsuario !== idUsuario) return 'notAuthor';
  if (!isInEditWindow(entry.criadoEm, at)) return 'windowClosed';
  return null;
};

/** Pending and urgent entries stay open until someone resolves them; information never needs it. */
export const needsResolution = (categoria: Category) => categoria !== 'INFORMACAO';

export const isOpen = (e: { categoria: Category; resolvidoEm: string | Date | null }) =>
  needsResolution(e.categoria) && e.resolvidoEm === null;

/**
 * Whether the person must read the last handover before the dashboard: there is one, someone else wrote it, and
 * they have not confirmed it. With no handover yet there is nothing to confirm (decision 123).
 */
export const mustConfirm = (
  last: { idUsuario: number | null; confirmed: boolean } | null,
  idUsuario: number,
): boolean => last !== null && last.idUsuario !== idUsuario && !last.confirmed;
