import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { MESSAGES } from '@portaria/shared/messages';

type ChoiceListSkeletonProps = { rows?: number };

/**
 * The shape of a flow's first step (a title over a list of choices) while its data loads, so the dialog keeps its
 * size and the list appears where the grey rows were. Announced as busy with the shared 'Aguarde' name.
 */
export const ChoiceListSkeleton = ({ rows = 5 }: ChoiceListSkeletonProps) => (
  <Box role="progressbar" aria-label={MESSAGES.wait} aria-busy="true" sx={{ display: 'grid', gap: 1, minHeight: 200 }}>
    <Skeleton variant="text" width="45%" sx={{ fontSize: '1.25rem' }} />
    {Array.from({ length: rows }, (_, index) => (
      <Skeleton key={index} variant="rounded" height={48} />
    ))}
  </Box>
);
