import { useEffect, useRef, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import { requestSubscription, type Disposable } from 'relay-runtime';
import { errorMessage } from '../../../lib/graphqlErrors';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { SettingsPage } from '../SettingsPage';
import { usePublishConnectionTestMutation } from './PublishConnectionTestMutation';
import type { WebSocketTestSubscription } from './__generated__/WebSocketTestSubscription.graphql';

const subscription = graphql`
  subscription WebSocketTestSubscription($channel: String!) {
    connectionTest(channel: $channel) {
      channel
      message
      date
    }
  }
`;

const CHANNEL = 'default';
interface Received {
  message: string;
  date: string;
}

/** Subscribes to the connection-test channel, pings it over GraphQL, and shows what comes back (SPEC §4). */
export function WebSocketTest() {
  const environment = useRelayEnvironment();
  const [commitPublish, isPublishing] = usePublishConnectionTestMutation();
  const [connected, setConnected] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [received, setReceived] = useState<Received[]>([]);
  const active = useRef<Disposable | null>(null);

  useEffect(() => () => active.current?.dispose(), []);

  const subscribe = () => {
    setError(null);
    active.current?.dispose();
    active.current = requestSubscription<WebSocketTestSubscription>(environment, {
      subscription,
      variables: { channel: CHANNEL },
      onNext: (response) => {
        const event = response?.connectionTest;
        if (!event || typeof event.message !== 'string') {
          setError('Failed to parse incoming message!');
          return;
        }
        setConnected(true);
        setReceived((list) => [{ message: event.message, date: String(event.date) }, ...list].slice(0, 20));
      },
      onError: (caught) => {
        const serverMessage = (caught as { source?: { errors?: { message?: string }[] } })?.source?.errors?.[0]?.message;
        setError(serverMessage ?? 'Failed to connect to WebSocket!');
        setConnected(false);
        active.current = null;
      },
      onCompleted: () => setConnected(false),
    });
    setConnected(true);
  };

  const unsubscribe = () => {
    active.current?.dispose();
    active.current = null;
    setConnected(false);
  };

  const ping = () =>
    commitPublish({
      variables: { input: { channel: CHANNEL, message: 'ping' } },
      onCompleted: (_, errors) => {
        if (errors?.length) setError(errors[0].message);
      },
      onError: (caught) => setError(errorMessage(caught) || 'Failed to publish message!'),
    });

  return (
    <SettingsPage title="WebSocket Connection Test" back={{ to: '/settings/debug', label: 'Debug Options' }}>
      <Card className="flex flex-col gap-4">
        <p role="status" className="font-semibold">
          Status: {connected ? 'Connected' : 'Disconnected'}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button onPress={subscribe} isDisabled={connected}>
            Subscribe
          </Button>
          <Button variant="secondary" onPress={ping} isPending={isPublishing}>
            Ping
          </Button>
          <Button variant="secondary" onPress={unsubscribe} isDisabled={!connected}>
            Unsubscribe
          </Button>
        </div>
        {error && (
          <p role="alert" className="font-semibold text-red-800 dark:text-red-300">
            {error}
          </p>
        )}
        <ul aria-label="Received messages" className="flex flex-col gap-1 font-mono text-sm">
          {received.map((entry, index) => (
            <li key={`${entry.date}-${index}`}>
              {entry.date}: {entry.message}
            </li>
          ))}
        </ul>
      </Card>
    </SettingsPage>
  );
}
