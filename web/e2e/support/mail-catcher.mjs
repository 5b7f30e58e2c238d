// A real SMTP server that keeps every message the app sends during the browser tests, and a tiny HTTP server
// the tests read them from: GET /messages?to=<email> answers [{to, subject, raw, receivedAt}] oldest first.
// Usage: node e2e/support/mail-catcher.mjs <http port> <smtp port>
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

const [httpPort, smtpPort] = process.argv.slice(2).map(Number);
if (!httpPort || !smtpPort) throw new Error('usage: mail-catcher.mjs <http port> <smtp port>');

const messages = [];

/** The Subject header as the reader sees it: folded lines joined, RFC 2047 encoded words (non-ASCII) decoded. */
function subjectOf(raw) {
  const head = raw.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, ' ');
  const value = /^Subject: (.*)$/im.exec(head)?.[1]?.trim() ?? '';
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, charset, kind, text) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString(charset.toLowerCase() === 'utf-8' ? 'utf8' : 'latin1')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      messages.push({
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        subject: subjectOf(raw),
        raw,
        receivedAt: new Date().toISOString(),
      });
      callback();
    });
  },
});

// A client that hangs up mid-message (an app server stopping) is an 'error' event on the server: unheard, it would end
// this process (test/mail-catcher.ts has the same listener).
smtp.on('error', (error) => {
  if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') console.error('[mail catcher]', error);
});

const web = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (request.method === 'GET' && url.pathname === '/health') return response.end('ok');
  if (request.method === 'GET' && url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const found = to ? messages.filter((m) => m.to.includes(to)) : messages;
    response.setHeader('content-type', 'application/json');
    return response.end(JSON.stringify(found));
  }
  response.statusCode = 404;
  response.end();
});

smtp.listen(smtpPort, '127.0.0.1');
web.listen(httpPort, '127.0.0.1');

const stop = () => {
  smtp.close(() => web.close(() => process.exit(0)));
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
