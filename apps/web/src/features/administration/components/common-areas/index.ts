export { CommonAreasPanel } from './common-areas-panel';
