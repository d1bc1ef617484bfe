import { ACCESS_MESSAGES } from '@portaria/shared/access-control/access-control.messages';
import { OCCURRENCE_MESSAGES } from '@portaria/shared/occurrences/occurrences.messages';
import { RESERVATION_MESSAGES } from '@portaria/shared/reservations/reservations.messages';
import { fill } from '@portaria/shared/text';
import { describe, expect, test } from 'vitest';
import { parcelMessages } from '../../modules/correspondence/notify.ts';
import { linkMail } from '../../modules/documents/documents.service.ts';
import type { EmailMessage } from './providers.ts';
import type { ClaimedJob } from './jobs.repository.ts';
import { emailHtml, escapeHtml } from './email-html.ts';
import { LINK_SLOT, noticeHandlers } from './notices.ts';

// Issue 28 item 12: every value in an e-mail's HTML is escaped, the link base included.
const NAME = `<script>alert("x")</script><img src=x onerror=alert(1)> & 'Zé'`;
const LINK_BASE = 'https://portaria.example/"><img src=x onerror=alert(2)><a href="/documento/';

/** Every placeholder of a template filled with the hostile name ({link} becomes the slot the worker fills). */
const hostile = (template: string) =>
  fill(
    template,
    Object.fromEntries(
      [...template.matchAll(/\{(\w+)\}/g)].map(([, key]) => [key!, key === 'link' ? LINK_SLOT : NAME]),
    ),
  );

const send = async (message: { subject: string; text: string; linkBase?: string; segredo?: string }) => {
  const sent: EmailMessage[] = [];
  const handlers = noticeHandlers({
    sms: { name: 'teste', send: async () => undefined },
    email: { name: 'teste', send: async (m) => void sent.push(m) },
  });
  await handlers['aviso.email']({ to: 'morador@exemplo.com.br', purpose: 'teste', ...message }, {
    id: 1,
  } as ClaimedJob);
  return sent[0]!;
};

const parcel = parcelMessages(
  {
    id: 7,
    categoria: 'PACOTE',
    destinatario: NAME,
    dataChegada: new Date('2024-10-01T12:00:00Z'),
    unidade: NAME,
    condominio: NAME,
  },
  [{ nome: NAME, email: 'morador@exemplo.com.br', telefone: null }],
  '012345',
)[0] as { subject: string; text: string; segredo: string };

const TEMPLATES: [string, { subject: string; text: string; linkBase?: string; segredo?: string }][] = [
  ['encomenda (correspondência)', { subject: parcel.subject, text: parcel.text, segredo: parcel.segredo }],
  [
    'reserva feita',
    {
      subject: hostile(RESERVATION_MESSAGES.noticeReservedSubject),
      text: hostile(RESERVATION_MESSAGES.noticeReserved),
    },
  ],
  [
    'reserva cancelada',
    {
      subject: hostile(RESERVATION_MESSAGES.noticeCancelledSubject),
      text: hostile(RESERVATION_MESSAGES.noticeCancelled),
    },
  ],
  [
    'mudança agendada',
    { subject: hostile(RESERVATION_MESSAGES.noticeMoveSubject), text: hostile(RESERVATION_MESSAGES.noticeMove) },
  ],
  [
    'mudança cancelada',
    {
      subject: hostile(RESERVATION_MESSAGES.noticeMoveCancelledSubject),
      text: hostile(RESERVATION_MESSAGES.noticeMoveCancelled),
    },
  ],
  [
    'ocorrência ao síndico',
    { subject: hostile(OCCURRENCE_MESSAGES.notifySubject), text: hostile(OCCURRENCE_MESSAGES.notifyText) },
  ],
  [
    'acesso aprovado',
    { subject: hostile(ACCESS_MESSAGES.approvedEmailSubject), text: hostile(ACCESS_MESSAGES.approvedEmailText) },
  ],
  [
    'acesso recusado',
    { subject: hostile(ACCESS_MESSAGES.refusedEmailSubject), text: hostile(ACCESS_MESSAGES.refusedEmailText) },
  ],
  [
    'link de documento',
    {
      ...linkMail({ nome: NAME, condominio: NAME, documento: NAME, ate: NAME }),
      linkBase: LINK_BASE,
      segredo: 'AbC_d-123',
    },
  ],
];

describe('HTML dos e-mails', () => {
  test.each(TEMPLATES)('%s: nome e base de link hostis chegam escapados no HTML', async (_name, message) => {
    const mail = await send(message);
    expect(mail.text).toContain(NAME);
    expect(mail.html).toBeDefined();
    const html = mail.html!;
    expect(html).not.toMatch(/<script|<img|onerror=alert\(\d\)>/);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('&amp; &#39;Zé&#39;');
    expect(html.replace(/<\/?(p|br|a)( href="[^"<>]*")?>/g, '')).not.toMatch(/[<>]/);
  });

  test('o link de documento vira um <a> com href escapado; um link que não é http(s) fica só como texto', async () => {
    const mail = await send({ subject: 'x', text: `Link: ${LINK_SLOT}`, linkBase: LINK_BASE, segredo: 'AbC_d-123' });
    const escaped =
      'https://portaria.example/&quot;&gt;&lt;img src=x onerror=alert(2)&gt;&lt;a href=&quot;/documento/AbC_d-123';
    expect(mail.html).toBe(`<p>Link: <a href="${escaped}">${escaped}</a></p>`);
    const script = await send({
      subject: 'x',
      text: `Link: ${LINK_SLOT}`,
      linkBase: 'javascript:alert(1)//',
      segredo: 'tok',
    });
    expect(script.html).toBe('<p>Link: javascript:alert(1)//tok</p>');
  });
});

describe('montagem do HTML a partir do texto', () => {
  test('cada caractere que abre marcação ou sai de um atributo vira entidade', () => {
    expect(escapeHtml(`a & b < c > d " e ' f`)).toBe('a &amp; b &lt; c &gt; d &quot; e &#39; f');
    expect(escapeHtml('texto comum, sem nada a escapar')).toBe('texto comum, sem nada a escapar');
  });

  test('quebras de linha viram <br>; cada lugar do link recebe o link; sem link o lugar some; HTTPS maiúsculo também é link', () => {
    expect(emailHtml('Olá,\nveja [[link]]\ne [[link]]', '[[link]]', 'https://p/x')).toBe(
      '<p>Olá,<br>veja <a href="https://p/x">https://p/x</a><br>e <a href="https://p/x">https://p/x</a></p>',
    );
    expect(emailHtml('Sem link: [[link]].', '[[link]]', null)).toBe('<p>Sem link: .</p>');
    expect(emailHtml('[[link]]', '[[link]]', 'HTTPS://P/Y')).toBe('<p><a href="HTTPS://P/Y">HTTPS://P/Y</a></p>');
    expect(emailHtml('[[link]]', '[[link]]', 'http://p/z')).toBe('<p><a href="http://p/z">http://p/z</a></p>');
    expect(emailHtml('[[link]]', '[[link]]', 'ftp://p/z?a=1&b=<2>')).toBe('<p>ftp://p/z?a=1&amp;b=&lt;2&gt;</p>');
    expect(emailHtml('[[link]]', '[[link]]', 'xhttps://p')).toBe('<p>xhttps://p</p>');
  });
});
