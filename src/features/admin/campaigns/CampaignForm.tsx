/**
 * Adding or editing a campaign: advertiser, slot, the desktop creative (5:1) and an optional phone
 * creative, link, first and last days, rotation weight and the categories it is shown on. Both
 * creatives are previewed as readers will see them (`preview`, given by the page). Checked here
 * as the server checks (the server's word stands, and is shown when it refuses).
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { FormField } from '../../../components/form/FormField';
import { ImageFileInput } from '../ui/ImageFileInput';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { imageUrl } from '../../../api/http';
import type { Campaign } from '../../../contract/campaignCalls';
import type { Category } from '../../../contract/schemas';
import { isWebLink } from '../../../contract/webLink';
import { failureMessage } from '../lib/writeResult';
import { AdminForm } from '../ui/AdminForm';
import { useAdminNotify } from '../ui/useAdminNotify';
import { useObjectUrl } from '../ui/useObjectUrl';
import { useSaveCampaignMutation } from './api';
import { CAMPAIGN_MESSAGES, FORM_MESSAGES as M, SLOT_LABELS } from './messages';

const LIST_PATH = '/admin/banner';

type Errors = Partial<Record<'advertiser' | 'image' | 'link' | 'end' | 'weight', string>>;

export function CampaignForm({
  current,
  categories,
  preview,
}: {
  current?: Campaign;
  categories: readonly Category[];
  /** Both creatives as readers will see them (image URLs, null when none). */
  preview: (desktop: string | null, phone: string | null) => ReactNode;
}) {
  const [advertiser, setAdvertiser] = useState(current?.advertiser ?? '');
  const [slot, setSlot] = useState<'home' | 'post'>(current?.slot ?? 'home');
  const [link, setLink] = useState(current?.link ?? '');
  const [start, setStart] = useState(current?.start_date ?? '');
  const [end, setEnd] = useState(current?.end_date ?? '');
  const [weight, setWeight] = useState(String(current?.weight ?? 1));
  const [targets, setTargets] = useState<number[]>(current?.categories ?? []);
  const [image, setImage] = useState<File | null>(null);
  const [phone, setPhone] = useState<File | null>(null);
  const [removePhone, setRemovePhone] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [save, saving] = useSaveCampaignMutation();
  const notify = useAdminNotify();
  const navigate = useNavigate();
  const chosenDesktop = useObjectUrl(image);
  const chosenPhone = useObjectUrl(phone);
  const desktopSrc = chosenDesktop ?? imageUrl(current?.image);
  const phoneSrc = chosenPhone ?? (removePhone ? null : imageUrl(current?.phone_image));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const weightNumber = Number(weight);
    const next: Errors = {
      advertiser: advertiser.trim() ? undefined : M.advertiserRequired,
      image: image || current ? undefined : M.desktopRequired,
      link: link.trim() === '' || isWebLink(link.trim()) ? undefined : M.linkHint,
      end: start && end && end < start ? M.endBeforeStart : undefined,
      weight:
        Number.isInteger(weightNumber) && weightNumber >= 1 && weightNumber <= 100
          ? undefined
          : M.weightInvalid,
    };
    setErrors(next);
    setFailure(null);
    if (Object.values(next).some(Boolean)) return;
    try {
      const answer = await save({
        id: current?.id,
        slot,
        advertiser,
        link,
        start_date: start,
        end_date: end,
        weight,
        categories: targets,
        image,
        phoneImage: phone,
        removePhoneImage: removePhone && !phone,
      }).unwrap();
      const done = current ? CAMPAIGN_MESSAGES.saved : CAMPAIGN_MESSAGES.created;
      notify({ kind: 'success', text: answer.message || done });
      navigate(LIST_PATH);
    } catch (error) {
      setFailure(failureMessage(error, CAMPAIGN_MESSAGES.saveFailed));
    }
  };

  const toggle = (id: number, on: boolean) =>
    setTargets((list) => (on ? [...list, id] : list.filter((other) => other !== id)));

  return (
    <AdminForm
      onSubmit={(event) => void submit(event)}
      submitLabel={current ? 'Save' : 'Add campaign'}
      busyLabel={current ? 'Saving…' : 'Adding…'}
      busy={saving.isLoading}
      cancelTo={LIST_PATH}
      failure={failure}
    >
      <TextField
        label={M.advertiser}
        required
        name="advertiser"
        value={advertiser}
        maxLength={120}
        error={errors.advertiser}
        onChange={(e) => setAdvertiser(e.target.value)}
      />
      {current?.house ? null : (
        <SelectField
          label={M.slot}
          name="slot"
          value={slot}
          onChange={(e) => setSlot(e.target.value as 'home' | 'post')}
          options={['home', 'post'] as const}
          optionLabel={(value) => SLOT_LABELS[value]}
        />
      )}
      <FormField label={M.desktop} hint={M.desktopHint} error={errors.image} required={!current}>
        {(field) => <ImageFileInput field={field} onChange={setImage} />}
      </FormField>
      <FormField label={M.phone} hint={M.phoneHint}>
        {(field) => <ImageFileInput field={field} name="phone_image" onChange={setPhone} />}
      </FormField>
      {current?.phone_image && !phone && (
        <CheckboxField
          label={M.removePhone}
          checked={removePhone}
          onChange={(e) => setRemovePhone(e.target.checked)}
        />
      )}
      <section aria-label={M.previewHeading} className="flex flex-col gap-2">
        <h2 className="text-sm font-semibold text-slate-800 dark:text-slate-200">
          {M.previewHeading}
        </h2>
        {preview(desktopSrc, phoneSrc)}
      </section>
      <TextField
        label={M.link}
        hint={M.linkHint}
        name="link"
        type="url"
        value={link}
        error={errors.link}
        onChange={(e) => setLink(e.target.value)}
      />
      {current?.house ? null : (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label={M.start}
            hint={M.datesHint}
            name="start_date"
            type="date"
            value={start}
            onChange={(e) => setStart(e.target.value)}
          />
          <TextField
            label={M.end}
            name="end_date"
            type="date"
            value={end}
            error={errors.end}
            onChange={(e) => setEnd(e.target.value)}
          />
        </div>
      )}
      <TextField
        label={M.weight}
        hint={M.weightHint}
        name="weight"
        type="number"
        inputMode="numeric"
        min={1}
        max={100}
        step={1}
        value={weight}
        error={errors.weight}
        onChange={(e) => setWeight(e.target.value)}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold text-slate-800 dark:text-slate-200">
          {M.categories}
        </legend>
        <p className="text-xs text-slate-600 dark:text-slate-400">{M.categoriesHint}</p>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {categories.map((category) => (
            <CheckboxField
              key={category.id}
              label={category.name}
              checked={targets.includes(category.id)}
              onChange={(e) => toggle(category.id, e.target.checked)}
            />
          ))}
        </div>
      </fieldset>
    </AdminForm>
  );
}
