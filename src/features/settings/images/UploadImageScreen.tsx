import { useEffect, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery } from '../../../relay/useRouteQuery';
import { ConnectionHandler } from 'relay-runtime';
import { FileTrigger } from 'react-aria-components';
import { CONTENT_RATING_LABELS, IMAGE_ACCESS_LABELS } from '../../../lib/labels';
import { Button } from '../../../ui/Button';
import { Select } from '../../../ui/Select';
import { Switch } from '../../../ui/Switch';
import { TextField } from '../../../ui/TextField';
import { commitAsync } from '../../../relay/commitAsync';
import { Card } from '../../../ui/Card';
import { SettingsPage } from '../SettingsPage';
import { useAddProfileImageMutation } from '../mutations/AddProfileImageMutation';
import { ALT_TEXT_DESCRIPTION, MAX_ALT_TEXT } from './altText';
import { readAsDataUrl, uploadProblem } from './readFile';
import type { UploadImageScreenQuery } from './__generated__/UploadImageScreenQuery.graphql';
import type { ContentRating, ImageAccessPermission } from '../mutations/__generated__/AddProfileImageMutation.graphql';

export const uploadImageScreenQuery = graphql`
  query UploadImageScreenQuery {
    viewer @required(action: THROW) {
      id
      isAdult
      contentOptions {
        isAdOptIn
      }
    }
  }
`;

type Status = 'idle' | 'mutating' | 'completed';
const entries = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([key, label]) => ({ key, label }));

/** Upload Image: idle → mutating → completed, then back to the gallery (SPEC §4). */
export function UploadImageScreen({ queryRef }: { queryRef: PreloadedQuery<UploadImageScreenQuery> }) {
  const { viewer } = useRouteQuery<UploadImageScreenQuery>(uploadImageScreenQuery, queryRef);
  const navigate = useNavigate();
  const [commit] = useAddProfileImageMutation();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [accessPermission, setAccess] = useState<ImageAccessPermission>('PUBLIC');
  const [contentRating, setRating] = useState<ContentRating>('SAFE');
  const [isAd, setIsAd] = useState(false);
  const [altText, setAltText] = useState('');

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (files: FileList | null) => {
    const chosen = files?.[0];
    if (!chosen) return;
    const why = uploadProblem(chosen);
    setProblem(why);
    setFile(why ? null : chosen);
    setPreview(why ? null : URL.createObjectURL(chosen));
  };

  const upload = async () => {
    if (!file) return;
    setStatus('mutating');
    setProblem(null);
    try {
      const image = await readAsDataUrl(file);
      const connections = [ConnectionHandler.getConnectionID(viewer.id, 'ImageGalleryScreen_images')];
      await commitAsync(
        commit,
        { variables: { input: { image, accessPermission, contentRating, isAd, altText: altText.trim() || null }, connections } },
        'Upload',
      );
      setStatus('completed');
      void navigate({ to: '/settings/profile/images' });
    } catch (error) {
      setProblem((error as Error).message);
      setStatus('idle');
    }
  };

  const ratings = entries(CONTENT_RATING_LABELS).filter((option) => viewer.isAdult || option.key === 'SAFE');

  return (
    <SettingsPage title="Upload Image" back={{ to: '/settings/profile/images', label: 'Image Gallery' }}>
      <Card className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <FileTrigger acceptedFileTypes={['image/jpeg']} onSelect={choose}>
            <Button variant="secondary" isDisabled={status !== 'idle'}>
              Choose a JPEG image
            </Button>
          </FileTrigger>
          <span className="text-sm text-neutral-700 dark:text-neutral-300">{file ? file.name : 'No file chosen'}</span>
        </div>
        {problem && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800 dark:bg-red-950 dark:text-red-200">
            {problem}
          </p>
        )}
        {preview && <img src={preview} alt="Chosen image" className="max-h-80 w-fit rounded-xl object-contain" />}
        <TextField
          label="Alt text"
          description={ALT_TEXT_DESCRIPTION}
          value={altText}
          onChange={setAltText}
          maxLength={MAX_ALT_TEXT}
          isDisabled={status !== 'idle'}
          className="max-w-xl"
        />
        <Select
          label="Who can see it"
          options={entries(IMAGE_ACCESS_LABELS)}
          value={accessPermission}
          onChange={setAccess}
          isDisabled={status !== 'idle'}
        />
        <Select label="Content rating" options={ratings} value={contentRating} onChange={setRating} isDisabled={status !== 'idle'} />
        {viewer.contentOptions.isAdOptIn && (
          <Switch isSelected={isAd} onChange={setIsAd} isDisabled={status !== 'idle'} className="max-w-sm">
            After Dark image
          </Switch>
        )}
        <Button onPress={upload} isDisabled={!file || status === 'completed'} isPending={status === 'mutating'} className="self-start">
          {status === 'completed' ? 'Uploaded' : 'Upload'}
        </Button>
      </Card>
    </SettingsPage>
  );
}
