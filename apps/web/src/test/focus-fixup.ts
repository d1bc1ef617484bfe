/**
 * Browsers follow HTML's focus fixup rule: a focused control that becomes disabled loses the focus. happy-dom keeps
 * it there, so a test of where the focus goes after a control was disabled would pass for a screen that drops it.
 * Until the returned function is called, disabling the focused element (React sets the `disabled` attribute) first
 * takes the focus away from it, as a browser does.
 */
export const emulateFocusFixup = () => {
  const { setAttribute } = Element.prototype;
  Element.prototype.setAttribute = function setAttributeWithFixup(this: Element, name: string, value: string) {
    if (name === 'disabled' && this === document.activeElement && this instanceof HTMLElement) this.blur();
    setAttribute.call(this, name, value);
  };
  return () => {
    Element.prototype.setAttribute = setAttribute;
  };
};
