import { CheckCircle2 } from 'lucide-react';
import { useLayoutEffect, useState, type FormEvent } from 'react';
import { Button } from '~/components/ui/button';
import { Label } from '~/components/ui/label';
import { Select } from '~/components/ui/select';
import {
  COUNTRIES,
  CURRENCIES,
  DEFAULT_PREFERENCES,
  LANGUAGES,
  SAVED_BANNER_MS,
  type RegionPreferences,
} from './options';

const FIELDS: ReadonlyArray<{
  key: keyof RegionPreferences;
  label: string;
  options: ReadonlyArray<{ code: string; label: string }>;
}> = [
  { key: 'country', label: 'Pays / région', options: COUNTRIES },
  { key: 'currency', label: 'Devise', options: CURRENCIES },
  { key: 'language', label: 'Langue', options: LANGUAGES },
];

/**
 * Country, currency and language selectors. Saving only confirms with a banner: the spec
 * persists nothing, and prices stay in FCFA whatever is chosen.
 */
export function PreferencesForm() {
  const [prefs, setPrefs] = useState<RegionPreferences>(DEFAULT_PREFERENCES);
  // A counter rather than a flag, so a second save restarts the 3-second timer.
  const [savedAt, setSavedAt] = useState(0);

  // A layout effect: the 3 s start when the banner is committed. A plain effect waits for the next
  // frame under Preact (ADR 0090), which showed the banner a frame longer than it should.
  useLayoutEffect(() => {
    if (!savedAt) return;
    const timer = setTimeout(() => setSavedAt(0), SAVED_BANNER_MS);
    return () => clearTimeout(timer);
  }, [savedAt]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSavedAt((n) => n + 1);
  }

  function update<K extends keyof RegionPreferences>(key: K, value: string) {
    setPrefs((current) => ({ ...current, [key]: value as RegionPreferences[K] }));
  }

  return (
    <form onSubmit={onSubmit} className="space-y-6">
      {FIELDS.map(({ key, label, options }) => (
        <div key={key}>
          <Label htmlFor={`pref-${key}`}>{label}</Label>
          <Select
            id={`pref-${key}`}
            name={key}
            value={prefs[key]}
            onChange={(e) => update(key, e.target.value)}
          >
            {options.map((o) => (
              <option key={o.code} value={o.code}>
                {o.label}
              </option>
            ))}
          </Select>
        </div>
      ))}
      <Button type="submit" block>
        Enregistrer
      </Button>
      <div role="status" aria-live="polite">
        {savedAt ? (
          <p className="flex items-center gap-3 rounded-md border border-lagoon/30 bg-lagoon/10 p-4 text-sm font-medium text-lagoon-dark">
            <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
            Vos préférences ont été enregistrées.
          </p>
        ) : null}
      </div>
    </form>
  );
}
