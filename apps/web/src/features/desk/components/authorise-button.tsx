import { useState } from 'react';
import Button from '@mui/material/Button';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { DESK_MESSAGES } from '@portaria/shared/desk/desk.messages';
import { AuthorisePersonDialog } from './authorise-person-dialog';

/** 'Autorizar pessoa' at the heading of the unit page's authorised people, and its dialog. */
export const AuthoriseButton = ({ idUnidade, now }: { idUnidade: number; now: Date }) => {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<PersonAdd />} onClick={() => setIsOpen(true)}>
        {DESK_MESSAGES.authorise.add}
      </Button>
      <AuthorisePersonDialog idUnidade={idUnidade} isOpen={isOpen} onClose={() => setIsOpen(false)} now={now} />
    </>
  );
};
