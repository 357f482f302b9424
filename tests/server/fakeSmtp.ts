import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  /** The message as sent: headers, a blank line and the body. */
  data: string;
}

/**
 * A mail server on this machine that takes every message (plain SMTP, no TLS, no login) and keeps it, so a
 * production server can be given a real SMTP_URL and the test reads what it mailed.
 */
export async function startFakeSmtp() {
  const mails: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    let buffer = '';
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 mail.test ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mails.push({ data: buffer.slice(0, end) });
          buffer = buffer.slice(end + 5);
          inData = false;
          reply('250 OK');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const command = buffer.slice(0, newline).toUpperCase();
        buffer = buffer.slice(newline + 2);
        if (command.startsWith('EHLO') || command.startsWith('HELO')) reply('250 mail.test');
        else if (command === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (command === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply('250 OK');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    mails,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
