/** The flow-state name under which the dashboard's scanner field hands its code to the release by code. */
export const SCANNED_CODE = 'scannedCode';

/**
 * What the label's Code 128 barcode holds, and so what a USB scanner types (then Enter) when it reads it: `COD71`.
 * Plain ASCII letters and digits, typed alike whatever the desk's keyboard layout (ABNT2 or US); the `ó` of `Cód.71`
 * is outside Code 128's standard set and a keyboard-wedge scanner would type it wrong. parseParcelCode reads it back.
 */
export const parcelBarcodeText = (id: number): string => `COD${id}`;
