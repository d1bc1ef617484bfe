import { useEffect, useState } from 'react';
import { appConfigEndpoints } from '@portaria/shared/app-config/app-config.endpoints';
import { env } from '../../config/env';
import { call } from '../../lib/endpoint-client';
import { getSession } from '../../lib/session';

type ChatUrl = { url: string | null; isKnown: boolean };

/**
 * One answer per page load and condominium (the session's token brings its own chat, issue 31): the widget lives
 * outside react-query's provider (lazy, decision 003), on every screen.
 */
let asked: { idCondo: number | null; answer: Promise<string | null> } | null = null;
const askServer = () => {
  const idCondo = getSession().condominiumId;
  if (asked?.idCondo !== idCondo) {
    const answer = call(appConfigEndpoints.get, {})
      .then((config) => config.chatUrl)
      .catch(() => {
        asked = null;
        return null;
      });
    asked = { idCondo, answer };
  }
  return asked.answer;
};

/** The support chat address: the server's CHAT_URL (asked once the panel opens), else the build's VITE_CHAT_URL. */
export const useChatUrl = (isOpened: boolean): ChatUrl => {
  const [answer, setAnswer] = useState<ChatUrl>({ url: null, isKnown: false });
  useEffect(() => {
    if (!isOpened) return;
    let isCurrent = true;
    void askServer().then((url) => {
      if (isCurrent) setAnswer({ url: url ?? env.chatUrl, isKnown: true });
    });
    return () => {
      isCurrent = false;
    };
  }, [isOpened]);
  return answer;
};

/** Tests start each case with a fresh answer. */
export const forgetChatUrl = () => {
  asked = null;
};
