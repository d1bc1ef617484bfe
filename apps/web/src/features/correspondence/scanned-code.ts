/** The flow-state name under which the dashboard's scanner field hands its code to the release by code. */
export const SCANNED_CODE = 'scannedCode';
