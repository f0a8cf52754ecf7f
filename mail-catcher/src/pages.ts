import type { CaughtMessage } from './index';

/** Text for an HTML page: every character that could open markup or end an attribute is escaped. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; color: #1f2933; background: #f5f7fa; }
  header { background: #1f3a5f; color: #fff; padding: 0.75rem 1.25rem; }
  header a { color: #fff; }
  main { padding: 1rem 1.25rem; max-width: 72rem; }
  table { border-collapse: collapse; width: 100%; background: #fff; }
  th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid #d9e2ec; vertical-align: top; overflow-wrap: anywhere; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #fff; padding: 1rem; border: 1px solid #d9e2ec; }
  iframe { width: 100%; height: 28rem; border: 1px solid #d9e2ec; background: #fff; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><header><a href="/">Mail catcher</a> · e-mails sent by Export Portal, kept in memory until it stops</header><main>${body}</main></body></html>`;
}

const received = (message: CaughtMessage) => new Date(message.receivedAt).toLocaleString('en-CA', { timeZone: 'America/Toronto' });

/** Every e-mail received, newest first, each opening its own page. */
export function inboxPage(messages: CaughtMessage[]): string {
  if (messages.length === 0) return page('Inbox', '<h1>Inbox</h1><p>No e-mail received yet. E-mails the portal sends appear here.</p>');
  const rows = messages
    .map(
      (message) =>
        `<tr><td>${escapeHtml(received(message))}</td><td>${escapeHtml(message.to.join(', '))}</td>` +
        `<td><a href="/messages/${encodeURIComponent(message.id)}">${escapeHtml(message.subject || '(no subject)')}</a></td>` +
        `<td>${escapeHtml(message.from)}</td></tr>`,
    )
    .join('');
  return page(
    `Inbox (${messages.length})`,
    `<h1>Inbox</h1><p>${messages.length} e-mail${messages.length === 1 ? '' : 's'}, newest first. Reload for new ones.</p>` +
      `<table><thead><tr><th scope="col">Received</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">From</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

/** One e-mail: its headers, its plain text, and its HTML in a sandboxed frame. */
export function detailPage(message: CaughtMessage): string {
  const html = message.html
    ? `<h2>HTML</h2><iframe title="The e-mail's HTML, without scripts" sandbox src="/messages/${encodeURIComponent(message.id)}/html"></iframe>`
    : '<p>This e-mail has no HTML part.</p>';
  return page(
    message.subject || '(no subject)',
    `<p><a href="/">← Inbox</a></p><h1>${escapeHtml(message.subject || '(no subject)')}</h1>` +
      `<dl><dt>From</dt><dd>${escapeHtml(message.from)}</dd><dt>To</dt><dd>${escapeHtml(message.to.join(', '))}</dd>` +
      `<dt>Received</dt><dd>${escapeHtml(received(message))}</dd><dt>Message-ID</dt><dd>${escapeHtml(message.messageId ?? '')}</dd>` +
      `<dt>Size</dt><dd>${message.size.toLocaleString('en-CA')} bytes</dd></dl>` +
      `<h2>Text</h2><pre>${escapeHtml(message.text)}</pre>${html}`,
  );
}
