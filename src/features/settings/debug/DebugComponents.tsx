import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { Select } from '../../../ui/Select';
import { Spinner } from '../../../ui/Spinner';
import { Switch } from '../../../ui/Switch';
import { Tab, TabList, TabPanel, Tabs } from '../../../ui/Tabs';
import { TextField } from '../../../ui/TextField';
import { Card } from '../../../ui/Card';
import { SettingsPage } from '../SettingsPage';

/** The design system's primitives side by side, in both themes' colours. */
export function DebugComponents() {
  const [on, setOn] = useState(true);
  const [choice, setChoice] = useState<'one' | 'two'>('one');
  return (
    <SettingsPage title="Components" back={{ to: '/settings/debug', label: 'Debug Options' }}>
      <Card className="flex flex-wrap items-center gap-2">
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="quiet">Quiet</Button>
        <Button isPending>Busy</Button>
        <Button isDisabled>Disabled</Button>
        <Spinner />
      </Card>
      <Card className="flex max-w-md flex-col gap-4">
        <TextField label="Text field" description="With a description." />
        <TextField label="Invalid text field" errorMessage="This field has an error." />
        <Switch isSelected={on} onChange={setOn}>
          Switch
        </Switch>
        <Select
          label="Select"
          options={[
            { key: 'one', label: 'One' },
            { key: 'two', label: 'Two' },
          ]}
          value={choice}
          onChange={setChoice}
        />
      </Card>
      <Card>
        <Tabs>
          <TabList aria-label="Example tabs">
            <Tab id="a">First</Tab>
            <Tab id="b">Second</Tab>
          </TabList>
          <TabPanel id="a">First panel</TabPanel>
          <TabPanel id="b">Second panel</TabPanel>
        </Tabs>
      </Card>
    </SettingsPage>
  );
}
