import { Suspense, lazy, useState } from 'react';
import Button from '@mui/material/Button';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { DESK_MESSAGES } from '@portaria/shared/desk/desk.messages';

// Its date field brings MUI's date pickers (~45 KB gzip): fetched when a unit page opens, not with the dashboard
// (decision 003).
const AuthorisePersonDialog = lazy(() =>
  import('./authorise-person-dialog').then((m) => ({ default: m.AuthorisePersonDialog })),
);

/** 'Autorizar pessoa' at the heading of the unit page's authorised people, and its dialog. */
export const AuthoriseButton = ({ idUnidade, now }: { idUnidade: number; now: Date }) => {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<PersonAdd />} onClick={() => setIsOpen(true)}>
        {DESK_MESSAGES.authorise.add}
      </Button>
      <Suspense fallback={null}>
        <AuthorisePersonDialog idUnidade={idUnidade} isOpen={isOpen} onClose={() => setIsOpen(false)} now={now} />
      </Suspense>
    </>
  );
};
