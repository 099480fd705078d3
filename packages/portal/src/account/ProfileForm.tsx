import { isApiError } from "@pulso/api-client";
import { checkImage, GENDERS, MAX_IMAGE_BYTES, type User } from "@pulso/core";
import { pulsoKeys } from "@pulso/sdk";
import { usePulso } from "@pulso/widgets";
import { useRef, useState, type FormEvent } from "react";
import { AuthForm } from "../auth/AuthForm";
import { FormAlert } from "../auth/FormAlert";
import { FormField } from "../auth/FormField";
import { FileField } from "../admin/fields/FileField";
import { useAuthForm } from "../auth/useAuthForm";
import { usePortalT, type PortalTranslator } from "../i18n/usePortalT";
import {
  checkProfile,
  multipartProfileBody,
  profileFormValues,
  type ProfileFormValues,
} from "./profileForm";
import { SelectField } from "../auth/FieldControls";

const BYTES_PER_MB = 1024 * 1024;

/** 'Failed to update profile.' (spec §8), with the server's reason when the reader can act on it. */
function profileFailureMessage(error: unknown, translator: PortalTranslator): string {
  const failed = translator.error("PROFILE_UPDATE_FAILED");
  if (isApiError(error) && error.status < 500 && error.code !== "VALIDATION_FAILED") {
    return `${failed} ${translator.error(error)}`;
  }
  return failed;
}

/**
 * The profile, contact and social sections of account settings, saved together with
 * PATCH /users/updateMe: JSON, or multipart when a verification photo is chosen. The saved user
 * replaces the cached current user, so the header shows the new name at once.
 */
export function ProfileForm({ user }: { user: User }) {
  const pulso = usePulso();
  const translator = usePortalT();
  const { t, formatNumber } = translator;
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const photoInput = useRef<HTMLInputElement>(null);
  const chosenPhoto = useRef<File | null>(null);

  const form = useAuthForm<ProfileFormValues>(profileFormValues(user), {
    validate: (values) => checkProfile(values, photo),
    submit: async (values) => {
      const checked = checkProfile(values, photo);
      if (!checked.ok) return;
      const updated = photo
        ? await pulso.api.updateMe(multipartProfileBody(checked.body), photo)
        : await pulso.api.updateMe(checked.body);
      pulso.queryClient.setQueryData(pulsoKeys.currentUser, updated);
      setSaved(true);
      if (photo) {
        choosePhoto(null);
        if (photoInput.current) photoInput.current.value = "";
      }
    },
    failureMessage: (error) => profileFailureMessage(error, translator),
  });

  /** Keeps the chosen file and previews it when it is an image the server will take. */
  function choosePhoto(file: File | null) {
    chosenPhoto.current = file;
    setPhoto(file);
    setPreview(null);
    if (!file || checkImage(file) !== null) return;
    const reader = new FileReader();
    reader.onload = () => {
      // A slower read of an earlier choice must not replace the latest one's preview.
      if (chosenPhoto.current === file && typeof reader.result === "string") {
        setPreview(reader.result);
      }
    };
    reader.readAsDataURL(file);
  }

  const photoField = form.field("photo");
  const genderField = form.field("gender");
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setSaved(false);
    return form.onSubmit(event);
  };
  const urlField = (name: "facebookUrl" | "instagramUrl", label: string) => (
    <FormField
      label={label}
      type="url"
      hint={t("account.profile.urlHint")}
      value={form.values[name]}
      {...form.field(name)}
    />
  );

  return (
    <div className="account-form">
      <AuthForm
        form={{ ...form, onSubmit }}
        submitLabel={t("account.profile.save")}
        pendingLabel={t("account.profile.saving")}
      >
        <fieldset className="account-fieldset">
          <legend>
            <h2>{t("account.profile.profileSection")}</h2>
          </legend>
          <div className="account-grid">
            <FormField
              label={t("account.profile.firstName")}
              autoComplete="given-name"
              value={form.values.firstName}
              {...form.field("firstName")}
            />
            <FormField
              label={t("account.profile.lastName")}
              autoComplete="family-name"
              value={form.values.lastName}
              {...form.field("lastName")}
            />
            <FormField
              label={t("account.profile.displayName")}
              autoComplete="nickname"
              hint={t("account.profile.displayNameHint")}
              value={form.values.displayName}
              {...form.field("displayName")}
            />
            <FormField
              label={t("account.profile.dateOfBirth")}
              type="date"
              autoComplete="bday"
              value={form.values.dateOfBirth}
              {...form.field("dateOfBirth")}
            />
            <SelectField
              label={t("account.profile.gender")}
              name={genderField.name}
              value={form.values.gender}
              error={genderField.error}
              options={[
                { value: "", label: t("account.profile.genderUnset") },
                ...GENDERS.map((gender) => ({
                  value: gender,
                  label: t(`account.profile.genders.${gender}`),
                })),
              ]}
              onChange={genderField.onChange}
            />
          </div>
          <div className="account-photo">
            <FileField
              ref={photoInput}
              label={t("account.profile.photo")}
              accept="image/jpeg,image/png,image/gif,image/webp"
              hint={t("account.profile.photoHint", {
                max: `${formatNumber(MAX_IMAGE_BYTES / BYTES_PER_MB)} MB`,
              })}
              name={photoField.name}
              error={photoField.error}
              onChange={(event) => {
                photoField.onChange(event);
                choosePhoto(event.target.files?.[0] ?? null);
              }}
            />
            {preview ? (
              <img
                src={preview}
                alt={t("account.profile.photoPreview")}
                className="account-photo__image"
              />
            ) : (
              !photo &&
              user.verificationPhotoUrl && (
                <img
                  src={user.verificationPhotoUrl}
                  alt={t("account.profile.photoCurrent")}
                  className="account-photo__image"
                />
              )
            )}
          </div>
        </fieldset>

        <fieldset className="account-fieldset">
          <legend>
            <h2>{t("account.profile.contactSection")}</h2>
          </legend>
          <div className="account-grid">
            <FormField
              label={t("account.profile.email")}
              type="email"
              value={user.email}
              readOnly
              hint={t("account.profile.emailHint")}
            />
            <FormField
              label={t("account.profile.country")}
              autoComplete="country-name"
              value={form.values.country}
              {...form.field("country")}
            />
            <FormField
              label={t("account.profile.state")}
              autoComplete="address-level1"
              value={form.values.state}
              {...form.field("state")}
            />
            <FormField
              label={t("account.profile.city")}
              autoComplete="address-level2"
              value={form.values.city}
              {...form.field("city")}
            />
            <FormField
              label={t("account.profile.cellPhone")}
              type="tel"
              autoComplete="tel"
              hint={t("account.profile.phoneHint")}
              value={form.values.cellPhone}
              {...form.field("cellPhone")}
            />
          </div>
        </fieldset>

        <fieldset className="account-fieldset">
          <legend>
            <h2>{t("account.profile.socialSection")}</h2>
          </legend>
          <div className="account-grid">
            {urlField("facebookUrl", t("account.profile.facebookUrl"))}
            {urlField("instagramUrl", t("account.profile.instagramUrl"))}
            <FormField
              label={t("account.profile.whatsappNumber")}
              type="tel"
              hint={t("account.profile.phoneHint")}
              value={form.values.whatsappNumber}
              {...form.field("whatsappNumber")}
            />
          </div>
        </fieldset>
      </AuthForm>
      <FormAlert message={saved ? t("account.profile.saved") : null} tone="success" />
    </div>
  );
}
