import { useEffect, useState } from 'react';
import { appConfigEndpoints } from '@portaria/shared/app-config/app-config.endpoints';
import { env } from '../../config/env';
import { call } from '../../lib/endpoint-client';

type ChatUrl = { url: string | null; isKnown: boolean };

/** One answer per page load: the widget lives outside react-query's provider (lazy, decision 003), on every screen. */
let asked: Promise<string | null> | null = null;
const askServer = () => {
  asked ??= call(appConfigEndpoints.get, {})
    .then((config) => config.chatUrl)
    .catch(() => {
      asked = null;
      return null;
    });
  return asked;
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
