import { useState } from 'react';
import { useBackGuard, useBackHandler } from '../../../lib/back-guard';
import { LogoutDialog } from './logout-dialog';

/**
 * The browser's Back on the dashboard never leaves the app without asking (issue 28 §6): it opens the logout
 * question ('Deseja sair do sistema?'); Cancelar keeps everything on screen. An open flow takes Back first.
 */
export const BackGuard = () => {
  const [isAsking, setIsAsking] = useState(false);
  useBackGuard();
  useBackHandler(() => setIsAsking(true));
  return <LogoutDialog open={isAsking} onCancel={() => setIsAsking(false)} />;
};
