/** Every character that could open markup or leave an attribute, as an HTML entity. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The HTML part of every e-mail, built from its text in one place (issue 28 item 12): each value is escaped, line
 * breaks become <br>, and `slot` (where a link goes) becomes a link only when it is an http(s) address.
 */
export const emailHtml = (text: string, slot: string, link: string | null): string => {
  const anchor =
    link === null
      ? ''
      : /^https?:\/\//i.test(link)
        ? `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`
        : escapeHtml(link);
  const parts = text.split(slot).map((part) => escapeHtml(part).replace(/\n/g, '<br>'));
  return `<p>${parts.join(anchor)}</p>`;
};
