import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
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

/**
 * Country, currency and language selectors. Saving only confirms with a banner: the spec
 * persists nothing, and prices stay in FCFA whatever is chosen.
 */
export function PreferencesForm() {
  const [prefs, setPrefs] = useState<RegionPreferences>(DEFAULT_PREFERENCES);
  // A counter rather than a flag, so a second save restarts the 3-second timer.
  const [savedAt, setSavedAt] = useState(0);

  useEffect(() => {
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
      <div>
        <Label htmlFor="pref-country">Pays / région</Label>
        <Select
          id="pref-country"
          name="country"
          value={prefs.country}
          onChange={(e) => update('country', e.target.value)}
        >
          {COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>
              {c.label}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor="pref-currency">Devise</Label>
        <Select
          id="pref-currency"
          name="currency"
          value={prefs.currency}
          onChange={(e) => update('currency', e.target.value)}
        >
          {CURRENCIES.map((c) => (
            <option key={c.code} value={c.code}>
              {c.label}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor="pref-language">Langue</Label>
        <Select
          id="pref-language"
          name="language"
          value={prefs.language}
          onChange={(e) => update('language', e.target.value)}
        >
          {LANGUAGES.map((l) => (
            <option key={l.code} value={l.code}>
              {l.label}
            </option>
          ))}
        </Select>
      </div>
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
