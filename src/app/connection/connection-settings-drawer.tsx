import { useState, type FormEvent } from 'react';
import { Badge, Button, Checkbox, Drawer, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { SegmentedRadios } from '../../ui/segmented-radios';
import {
  AUTH_MODES,
  connectionVersion,
  defaultConnectionSettings,
  type ConnectionSettings,
} from './connection-settings';

const AUTH_MODE_LABELS = { header: 'Header', query: 'Query', body: 'Body' } as const;

/** Props of `ConnectionSettingsDrawer`. */
export interface ConnectionSettingsDrawerProps {
  opened: boolean;
  onClose(): void;
  /** The settings in use; the form starts from them each time it opens. */
  settings: ConnectionSettings;
  onSave(settings: ConnectionSettings): void;
}

/** Base URL, key, auth mode and where the key is kept; applies on Save. */
export function ConnectionSettingsDrawer({ opened, onClose, settings, onSave }: ConnectionSettingsDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      title="Connection settings"
      closeButtonProps={{ 'aria-label': 'Close connection settings' }}
    >
      {opened && <ConnectionForm initial={settings} onSave={(next) => (onSave(next), onClose())} />}
    </Drawer>
  );
}

function ConnectionForm({ initial, onSave }: { initial: ConnectionSettings; onSave(s: ConnectionSettings): void }) {
  const [draft, setDraft] = useState(initial);
  const version = connectionVersion(draft);
  const update = (patch: Partial<ConnectionSettings>) => setDraft((d) => ({ ...d, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (version) onSave({ ...draft, baseUrl: draft.baseUrl.trim() });
  };

  return (
    <form onSubmit={submit} aria-label="Connection settings">
      <Stack>
        <TextInput
          label="Base URL"
          description="The service address, ending in its version: …/api/v1 or …/api/v2"
          value={draft.baseUrl}
          onChange={(e) => update({ baseUrl: e.currentTarget.value })}
          error={version ? undefined : 'The base URL must end in /v1 or /v2'}
          rightSectionWidth={48}
          rightSection={
            version && (
              <Badge variant="light" aria-label={`API version ${version}`}>
                {version}
              </Badge>
            )
          }
          required
        />
        <PasswordInput
          label="API key"
          value={draft.apiKey}
          onChange={(e) => update({ apiKey: e.currentTarget.value })}
          autoComplete="off"
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="auth-mode-label">
            Send the key in
          </Text>
          <SegmentedRadios
            name="auth-mode"
            aria-labelledby="auth-mode-label"
            value={draft.authMode}
            onChange={(authMode) => update({ authMode })}
            data={AUTH_MODES.map((mode) => ({ value: mode, label: AUTH_MODE_LABELS[mode] }))}
          />
        </Stack>
        <Checkbox
          label="Remember on this device"
          description="Off: the key is forgotten when this browser session ends."
          checked={draft.remember}
          onChange={(e) => update({ remember: e.currentTarget.checked })}
        />
        <Group justify="space-between">
          <Button
            variant="subtle"
            onClick={() => setDraft({ ...defaultConnectionSettings(window.location.origin), remember: draft.remember })}
          >
            Use the demo service
          </Button>
          <Button type="submit" disabled={!version}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
