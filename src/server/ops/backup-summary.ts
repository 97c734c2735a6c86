// What `npm run backup` says it put in a backup and what it left out, and why (ADR 0180): the
// owner reads it the day she restores, when nothing can be added to the backup any more.

/** Where the key that seals the authenticator secrets stood when the backup was taken. */
export type KeyInBackup =
  /** Sealed beside the backup with BACKUP_PASSPHRASE. */
  | { kind: 'sealed'; file: string }
  /** The shop has a key (MFA_ENCRYPTION_KEY or the DATA_DIR file) but no passphrase was given. */
  | { kind: 'no-passphrase' }
  /** No key at all: MFA_ENCRYPTION_KEY unset and no DATA_DIR/mfa-encryption.key. */
  | { kind: 'no-key' };

export type BackupPart = { included: boolean; what: string; why: string };

/** The parts of a backup, included first, each with one French sentence. */
export function backupParts(key: KeyInBackup): BackupPart[] {
  const keyPart: BackupPart =
    key.kind === 'sealed'
      ? {
          included: true,
          what: 'la clé du second facteur (MFA)',
          why: `chiffrée avec BACKUP_PASSPHRASE dans ${key.file}. La restauration demandera cette phrase.`,
        }
      : {
          included: false,
          what: 'la clé du second facteur (MFA) N’EST PAS dans cette sauvegarde',
          why:
            (key.kind === 'no-passphrase'
              ? 'BACKUP_PASSPHRASE n’est pas définie, la clé (MFA_ENCRYPTION_KEY ou DATA_DIR/mfa-encryption.key) n’a donc pas été jointe.'
              : 'aucune clé trouvée (ni MFA_ENCRYPTION_KEY ni DATA_DIR/mfa-encryption.key), la boutique n’a pas encore démarré sur ce dossier ou le fichier a disparu.') +
            ' À la restauration sur une autre machine, sans cette clé, les applications d’authentification enregistrées (clients et administrateurs) ne pourront plus être vérifiées : chacun devra en enregistrer une nouvelle (administrateur : npm run admin -- reset-mfa <email>). Définissez BACKUP_PASSPHRASE (12 caractères ou plus) pour la joindre chiffrée.',
        };
  const parts: BackupPart[] = [
    {
      included: true,
      what: 'la base de données entière',
      why: 'commandes, clients et comptes, catalogue et photos, stock, réglages de la boutique, messages en attente, clés des notifications.',
    },
    keyPart,
    {
      included: false,
      what: 'les réglages du serveur (fichier d’environnement)',
      why: 'clés Wave, SMTP, SMS, MFA_ENCRYPTION_KEY, BACKUP_PASSPHRASE ne sont jamais copiées dans une sauvegarde. Gardez-les à part, hors du serveur.',
    },
    {
      included: false,
      what: 'DATA_DIR/outbox',
      why: 'les copies des SMS et e-mails écrites en développement, inutiles à une restauration.',
    },
  ];
  return [...parts.filter((p) => p.included), ...parts.filter((p) => !p.included)];
}

/** The summary as printed after the backup: one line per part. */
export function backupSummary(key: KeyInBackup): string {
  const lines = backupParts(key).map(
    (p) => `  ${p.included ? 'Inclus' : 'NON inclus'} : ${p.what} — ${p.why}`,
  );
  return ['Contenu de la sauvegarde :', ...lines].join('\n');
}
